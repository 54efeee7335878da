import { useApolloClient } from '@apollo/client/react';
import { graphql } from '@/gql';

/** `Innbetalinger`: one page on the one list protocol (use-list-request.ts), 'Ikke koblet' first. */
export const BankPaymentsDocument = graphql(`
  query BankPayments($search: String, $filter: BankPaymentFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    bankPayments(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        id
        ...PaymentsTable_Payment
      }
    }
  }
`);

export const BankPaymentLinkCandidatesDocument = graphql(`
  query BankPaymentLinkCandidates($paymentId: ID!, $search: String) {
    bankPaymentLinkCandidates(paymentId: $paymentId, search: $search) {
      id
      invoiceNumber
      customerEmail
      customerName
      amount
      restAmount
      statusLabel
      restMatches
    }
  }
`);

export const LinkBankPaymentDocument = graphql(`
  mutation LinkBankPayment($id: ID!, $invoiceId: ID!) {
    linkBankPayment(id: $id, invoiceId: $invoiceId) {
      id
      status
      statusLabel
      invoiceId
      invoiceNumber
    }
  }
`);

export const IgnoreBankPaymentDocument = graphql(`
  mutation IgnoreBankPayment($id: ID!, $reason: String!) {
    ignoreBankPayment(id: $id, reason: $reason) {
      id
      status
      statusLabel
      ignoreReason
    }
  }
`);

export const InvoiceBankPaymentsDocument = graphql(`
  query InvoiceBankPayments($invoiceId: ID!) {
    invoiceBankPayments(invoiceId: $invoiceId) {
      id
      bookedOn
      amount
      payerName
      bankReference
      status
      statusLabel
    }
  }
`);

export type BankFileImportOutcome =
  { ok: true; message: string; read: number; matched: number; open: number } | { ok: false; message: string };

/**
 * `Importer bankfil`: POST /api/admin/bank-files (multipart `file`). The server tells the kind from the content
 * and answers 'N innbetalinger lest, M koblet til faktura, K må behandles.' or a Norwegian refusal.
 */
async function uploadBankFile(file: File): Promise<BankFileImportOutcome> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch('/api/admin/bank-files', { method: 'POST', body, credentials: 'same-origin' });
  const answer = (await response.json().catch(() => null)) as {
    message?: string;
    read?: number;
    matched?: number;
    open?: number;
    fieldErrors?: Record<string, string>;
  } | null;
  if (response.ok && answer?.message) {
    return {
      ok: true,
      message: answer.message,
      read: answer.read ?? 0,
      matched: answer.matched ?? 0,
      open: answer.open ?? 0,
    };
  }
  return {
    ok: false,
    message: answer?.fieldErrors?.file ?? answer?.message ?? 'Kunne ikke importere filen. Prøv igjen.',
  };
}

/** `Importer bankfil` (REST, so no GraphQL result to update the cache from): the lists are read again after it. */
export function useImportBankFile() {
  const client = useApolloClient();
  return async (file: File): Promise<BankFileImportOutcome> => {
    const outcome = await uploadBankFile(file);
    if (outcome.ok) await client.refetchQueries({ include: ['InvoiceBankPayments', 'AdminOverview'] });
    return outcome;
  };
}
