import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { withCounts } from '@/lib/dashboard-counts';

export const AcceptQuoteMutation = graphql(`
  mutation AcceptQuote($id: ID!) {
    acceptQuote(id: $id) {
      orderId
      orderNumber
      quote {
        id
        status
        canAnswer
        orderNumber
      }
    }
  }
`);

export const DeclineQuoteMutation = graphql(`
  mutation DeclineQuote($id: ID!, $reason: String) {
    declineQuote(id: $id, reason: $reason) {
      id
      status
      canAnswer
      declineReason
    }
  }
`);

export type QuoteAnswerOutcome =
  | { status: 'accepted'; orderNumber: string }
  | { status: 'declined' }
  | { status: 'refused'; message: string; fieldErrors: Record<string, string> };

const FALLBACK = 'Noe gikk galt. Prøv igjen senere.';

/** The server's Norwegian refusal (expired, already answered, not found, a field message), or null. */
function refusal(error: unknown): { message: string; fieldErrors: Record<string, string> } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  const code = first?.extensions?.code;
  if (code === 'CONFLICT' || code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' || code === 'FORBIDDEN') {
    const fieldErrors = (first?.extensions?.fieldErrors ?? {}) as Record<string, string>;
    return { message: Object.values(fieldErrors)[0] ?? first?.message ?? FALLBACK, fieldErrors };
  }
  return null;
}

/**
 * `Godta tilbud` and `Avslå` on the customer's quote. Refusals come back as `refused` with the server's Norwegian
 * message; the caller refetches the orders tab afterwards (a new order, a changed status).
 */
export function useQuoteAnswers() {
  // Accepting makes an order: the dashboard's counters ('Ordrer') are read again with it.
  const [accept, acceptState] = useMutation(AcceptQuoteMutation, { refetchQueries: withCounts() });
  const [decline, declineState] = useMutation(DeclineQuoteMutation);

  const acceptQuote = useCallback(
    async (id: string): Promise<QuoteAnswerOutcome> => {
      try {
        const { data } = await accept({ variables: { id } });
        if (!data) throw new Error('acceptQuote returned no data');
        return { status: 'accepted', orderNumber: data.acceptQuote.orderNumber };
      } catch (error) {
        const refused = refusal(error);
        if (refused) return { status: 'refused', ...refused };
        throw error;
      }
    },
    [accept],
  );

  const declineQuote = useCallback(
    async (id: string, reason: string | null): Promise<QuoteAnswerOutcome> => {
      try {
        await decline({ variables: { id, reason } });
        return { status: 'declined' };
      } catch (error) {
        const refused = refusal(error);
        if (refused) return { status: 'refused', ...refused };
        throw error;
      }
    },
    [decline],
  );

  return { acceptQuote, declineQuote, sending: acceptState.loading || declineState.loading };
}
