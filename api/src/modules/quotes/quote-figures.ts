import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The figures of quotes the console's `Oversikt` shows, in one query: contact messages with subject tilbud that no
 * quote was made from yet (a quote keeps the contact message it was made from), and quotes sent and not yet
 * answered ('Sendt').
 */
export async function quoteFigures(
  em: EntityManager,
): Promise<{ newQuoteRequests: number; quotesAwaitingCustomer: number }> {
  const rows = await em.getConnection().execute<Array<{ new_requests: number; awaiting: number }>>(
    `select
       (select count(*) from contacts c
         where c.subject = 'tilbud' and not exists (select 1 from quotes q where q.contact_id = c.id))::int
         as new_requests,
       (select count(*) from quotes where status = 'sent')::int as awaiting`,
  );
  return {
    newQuoteRequests: Number(rows[0]?.new_requests ?? 0),
    quotesAwaitingCustomer: Number(rows[0]?.awaiting ?? 0),
  };
}
