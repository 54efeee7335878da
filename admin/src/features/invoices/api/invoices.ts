import { graphql } from '@/gql';

/** The console invoice list: one page on the one list protocol (use-list-request.ts). */
export const InvoicesDocument = graphql(`
  query Invoices($search: String, $filter: StaffInvoiceFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffInvoices(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
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
