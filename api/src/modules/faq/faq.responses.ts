import { z } from 'zod';

/** A question and answer on /faq (the GraphQL `FaqItem` fields). */
export const FaqItemAnswer = z
  .object({ id: z.number().int(), topic: z.string(), question: z.string(), answer: z.string() })
  .meta({ id: 'FaqItem' });
