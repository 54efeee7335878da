import { LockMode, Quote, type EntityManager } from '@russ/api/db';
import { shouldExpireQuote } from '@russ/schema/quotes/quote-status';

/**
 * The daily quote expiry (admin §2): every sent, unanswered quote past its validity becomes 'Utløpt'. Conditional update under the
 * rows' own status, so two runs (or two workers) at once expire each quote once; a second run changes nothing.
 */
export async function expireQuotes(em: EntityManager, now: Date = new Date()): Promise<{ expired: number }> {
  return em.transactional(async (tx) => {
    const due = await tx.find(
      Quote,
      { status: 'sent', validUntil: { $lt: now } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    let expired = 0;
    for (const quote of due) {
      if (!shouldExpireQuote(quote, now)) continue;
      quote.status = 'expired';
      expired += 1;
    }
    await tx.flush();
    return { expired };
  });
}
