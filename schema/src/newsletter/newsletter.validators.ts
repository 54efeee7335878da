import { z } from 'zod';

/** Newsletter signup (POST /api/newsletter and the subscribeNewsletter mutation). */
export const newsletterInput = z.object({
  email: z
    .string({ error: 'Ugyldig e-postadresse' })
    .trim()
    .max(254, { error: 'Ugyldig e-postadresse' })
    .pipe(z.email({ error: 'Ugyldig e-postadresse' }))
    .transform((value) => value.toLowerCase()),
});

export type NewsletterInput = z.input<typeof newsletterInput>;
export type NewsletterData = z.output<typeof newsletterInput>;

export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Takk for påmeldingen! Sjekk e-posten din for å bekrefte abonnementet.';
