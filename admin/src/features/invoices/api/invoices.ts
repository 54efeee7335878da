import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { InvoicesQueryVariables } from '@/gql/graphql';
import { pageWindow, searchTerm } from '@/lib/page-window';

const InvoicesDocument = graphql(`
  query Invoices($filter: StaffInvoiceFilter, $sort: String, $offset: Int, $limit: Int) {
    invoices(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        id
        ...InvoicesTable_Invoice
      }
    }
  }
`);

export const InvoiceDetailDocument = graphql(`
  query InvoiceDetail($id: ID!) {
    invoice(id: $id) {
      id
      ...InvoiceDetail_Invoice
    }
  }
`);

export const IssueInvoiceDocument = graphql(`
  mutation IssueInvoice($orderId: Int, $orderNumber: String, $dueDays: Int) {
    issueInvoice(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {
      id
      invoiceNumber
    }
  }
`);

export const IssueMemberInvoicesDocument = graphql(`
  mutation IssueMemberInvoices($orderId: Int, $orderNumber: String, $dueDays: Int) {
    issueMemberInvoices(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {
      id
      invoiceNumber
      customerEmail
    }
  }
`);

export const SendInvoiceDocument = graphql(`
  mutation SendInvoice($id: ID!) {
    sendInvoice(id: $id) {
      id
      ...InvoiceDetail_Invoice
    }
  }
`);

export const RegisterInvoicePaymentDocument = graphql(`
  mutation RegisterInvoicePayment($id: ID!, $input: RegisterInvoicePaymentInput!) {
    registerInvoicePayment(id: $id, input: $input) {
      id
      ...InvoiceDetail_Invoice
    }
  }
`);

export const CreateCreditNoteDocument = graphql(`
  mutation CreateCreditNote($invoiceId: ID!, $input: CreditNoteInput!) {
    createCreditNote(invoiceId: $invoiceId, input: $input) {
      id
      invoiceNumber
    }
  }
`);

export interface InvoicesFilter {
  search?: string;
  status?: string;
  /** ProTable's sorter: field and 'ascend' | 'descend'. */
  sortField?: string;
  sortOrder?: 'ascend' | 'descend' | null;
  page: number;
  pageSize: number;
}

export function toInvoicesVariables(filter: InvoicesFilter): InvoicesQueryVariables {
  return {
    filter: { search: searchTerm(filter.search), status: filter.status ? filter.status : null },
    sort:
      filter.sortField && filter.sortOrder ? `${filter.sortOrder === 'descend' ? '-' : ''}${filter.sortField}` : null,
    ...pageWindow(filter.page, filter.pageSize),
  };
}

/** One page of invoices from the server (paging, sort, filter and search happen there). */
export function useFetchInvoices() {
  const client = useApolloClient();
  return useCallback(
    async (filter: InvoicesFilter) => {
      const { data } = await client.query({
        query: InvoicesDocument,
        variables: toInvoicesVariables(filter),
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('Tomt svar fra serveren');
      return data.invoices;
    },
    [client],
  );
}

/** The Norwegian message of a failed mutation: the first field error, else the error's message. */
export function errorMessage(error: unknown, fallback = 'Noe gikk galt. Prøv igjen.'): string {
  const graphQLErrors =
    (error as { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }).errors ??
    (error as { graphQLErrors?: Array<{ message: string; extensions?: Record<string, unknown> }> }).graphQLErrors;
  const first = graphQLErrors?.[0];
  const fieldErrors = first?.extensions?.fieldErrors as Record<string, string> | undefined;
  const field = fieldErrors ? Object.values(fieldErrors)[0] : undefined;
  return field ?? first?.message ?? fallback;
}
