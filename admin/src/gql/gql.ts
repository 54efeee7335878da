/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query RecordHistory($filter: AuditFilter, $limit: Int) {\n    auditEntries(filter: $filter, limit: $limit) {\n      total\n      items {\n        id\n        staffUsername\n        action\n        at\n        before\n        after\n      }\n    }\n  }\n": typeof types.RecordHistoryDocument,
    "\n  mutation StaffSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      __typename\n      ... on StaffSignedIn {\n        username\n        role\n      }\n      ... on InvalidCredentials {\n        message\n      }\n    }\n  }\n": typeof types.StaffSignInDocument,
    "\n  mutation StaffSignOut {\n    staffSignOut\n  }\n": typeof types.StaffSignOutDocument,
    "\n  query StaffViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n": typeof types.StaffViewerDocument,
    "\n  query Contacts($search: String, $subject: String, $hasQuote: Boolean, $offset: Int, $limit: Int) {\n    contacts(search: $search, subject: $subject, hasQuote: $hasQuote, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...ContactsTable_Contact\n      }\n    }\n  }\n": typeof types.ContactsDocument,
    "\n  fragment ContactDrawer_Contact on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n  }\n": typeof types.ContactDrawer_ContactFragmentDoc,
    "\n  fragment ContactsTable_Contact on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n    ...ContactDrawer_Contact\n  }\n": typeof types.ContactsTable_ContactFragmentDoc,
    "\n  query Invoices($filter: StaffInvoiceFilter, $sort: String, $offset: Int, $limit: Int) {\n    invoices(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...InvoicesTable_Invoice\n      }\n    }\n  }\n": typeof types.InvoicesDocument,
    "\n  query InvoiceDetail($id: ID!) {\n    invoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n": typeof types.InvoiceDetailDocument,
    "\n  mutation IssueInvoice($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueInvoice(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n    }\n  }\n": typeof types.IssueInvoiceDocument,
    "\n  mutation IssueMemberInvoices($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueMemberInvoices(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n      customerEmail\n    }\n  }\n": typeof types.IssueMemberInvoicesDocument,
    "\n  mutation SendInvoice($id: ID!) {\n    sendInvoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n": typeof types.SendInvoiceDocument,
    "\n  mutation RegisterInvoicePayment($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n": typeof types.RegisterInvoicePaymentDocument,
    "\n  mutation CreateCreditNote($invoiceId: ID!, $input: CreditNoteInput!) {\n    createCreditNote(invoiceId: $invoiceId, input: $input) {\n      id\n      invoiceNumber\n    }\n  }\n": typeof types.CreateCreditNoteDocument,
    "\n  fragment InvoiceDetail_Invoice on StaffInvoiceDetail {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    taxAmount\n    status\n    statusLabel\n    paidDate\n    kid\n    paymentReference\n    remindersSent\n    lastReminderAt\n    sentAt\n    creditedInvoiceId\n    creditedInvoiceNumber\n    creditReason\n    adjustment\n    creditableAmount\n    pdfUrl\n    canRegisterPayment\n    canCredit\n    lines {\n      description\n      quantity\n      unitPrice\n      lineTotal\n    }\n    creditNotes {\n      id\n      invoiceNumber\n      issuedAt\n      amount\n    }\n  }\n": typeof types.InvoiceDetail_InvoiceFragmentDoc,
    "\n  fragment InvoicesTable_Invoice on StaffInvoice {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    status\n    statusLabel\n  }\n": typeof types.InvoicesTable_InvoiceFragmentDoc,
    "\n  query AdminOverview {\n    adminOverview {\n      ...OverviewFigures_Overview\n      ...OverviewCharts_Overview\n    }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  fragment OverviewCharts_Overview on AdminOverview {\n    ordersPerWeek {\n      weekStart\n      isoWeek\n      count\n    }\n    invoicedPerMonth {\n      month\n      amount\n    }\n  }\n": typeof types.OverviewCharts_OverviewFragmentDoc,
    "\n  fragment OverviewFigures_Overview on AdminOverview {\n    newQuoteRequests\n    quotesAwaitingCustomer\n    ordersByStatus {\n      status\n      count\n    }\n    overdueInvoices\n    overdueAmount\n  }\n": typeof types.OverviewFigures_OverviewFragmentDoc,
};
const documents: Documents = {
    "\n  query RecordHistory($filter: AuditFilter, $limit: Int) {\n    auditEntries(filter: $filter, limit: $limit) {\n      total\n      items {\n        id\n        staffUsername\n        action\n        at\n        before\n        after\n      }\n    }\n  }\n": types.RecordHistoryDocument,
    "\n  mutation StaffSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      __typename\n      ... on StaffSignedIn {\n        username\n        role\n      }\n      ... on InvalidCredentials {\n        message\n      }\n    }\n  }\n": types.StaffSignInDocument,
    "\n  mutation StaffSignOut {\n    staffSignOut\n  }\n": types.StaffSignOutDocument,
    "\n  query StaffViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n": types.StaffViewerDocument,
    "\n  query Contacts($search: String, $subject: String, $hasQuote: Boolean, $offset: Int, $limit: Int) {\n    contacts(search: $search, subject: $subject, hasQuote: $hasQuote, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...ContactsTable_Contact\n      }\n    }\n  }\n": types.ContactsDocument,
    "\n  fragment ContactDrawer_Contact on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n  }\n": types.ContactDrawer_ContactFragmentDoc,
    "\n  fragment ContactsTable_Contact on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n    ...ContactDrawer_Contact\n  }\n": types.ContactsTable_ContactFragmentDoc,
    "\n  query Invoices($filter: StaffInvoiceFilter, $sort: String, $offset: Int, $limit: Int) {\n    invoices(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...InvoicesTable_Invoice\n      }\n    }\n  }\n": types.InvoicesDocument,
    "\n  query InvoiceDetail($id: ID!) {\n    invoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n": types.InvoiceDetailDocument,
    "\n  mutation IssueInvoice($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueInvoice(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n    }\n  }\n": types.IssueInvoiceDocument,
    "\n  mutation IssueMemberInvoices($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueMemberInvoices(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n      customerEmail\n    }\n  }\n": types.IssueMemberInvoicesDocument,
    "\n  mutation SendInvoice($id: ID!) {\n    sendInvoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n": types.SendInvoiceDocument,
    "\n  mutation RegisterInvoicePayment($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n": types.RegisterInvoicePaymentDocument,
    "\n  mutation CreateCreditNote($invoiceId: ID!, $input: CreditNoteInput!) {\n    createCreditNote(invoiceId: $invoiceId, input: $input) {\n      id\n      invoiceNumber\n    }\n  }\n": types.CreateCreditNoteDocument,
    "\n  fragment InvoiceDetail_Invoice on StaffInvoiceDetail {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    taxAmount\n    status\n    statusLabel\n    paidDate\n    kid\n    paymentReference\n    remindersSent\n    lastReminderAt\n    sentAt\n    creditedInvoiceId\n    creditedInvoiceNumber\n    creditReason\n    adjustment\n    creditableAmount\n    pdfUrl\n    canRegisterPayment\n    canCredit\n    lines {\n      description\n      quantity\n      unitPrice\n      lineTotal\n    }\n    creditNotes {\n      id\n      invoiceNumber\n      issuedAt\n      amount\n    }\n  }\n": types.InvoiceDetail_InvoiceFragmentDoc,
    "\n  fragment InvoicesTable_Invoice on StaffInvoice {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    status\n    statusLabel\n  }\n": types.InvoicesTable_InvoiceFragmentDoc,
    "\n  query AdminOverview {\n    adminOverview {\n      ...OverviewFigures_Overview\n      ...OverviewCharts_Overview\n    }\n  }\n": types.AdminOverviewDocument,
    "\n  fragment OverviewCharts_Overview on AdminOverview {\n    ordersPerWeek {\n      weekStart\n      isoWeek\n      count\n    }\n    invoicedPerMonth {\n      month\n      amount\n    }\n  }\n": types.OverviewCharts_OverviewFragmentDoc,
    "\n  fragment OverviewFigures_Overview on AdminOverview {\n    newQuoteRequests\n    quotesAwaitingCustomer\n    ordersByStatus {\n      status\n      count\n    }\n    overdueInvoices\n    overdueAmount\n  }\n": types.OverviewFigures_OverviewFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordHistory($filter: AuditFilter, $limit: Int) {\n    auditEntries(filter: $filter, limit: $limit) {\n      total\n      items {\n        id\n        staffUsername\n        action\n        at\n        before\n        after\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecordHistory($filter: AuditFilter, $limit: Int) {\n    auditEntries(filter: $filter, limit: $limit) {\n      total\n      items {\n        id\n        staffUsername\n        action\n        at\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      __typename\n      ... on StaffSignedIn {\n        username\n        role\n      }\n      ... on InvalidCredentials {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StaffSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      __typename\n      ... on StaffSignedIn {\n        username\n        role\n      }\n      ... on InvalidCredentials {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSignOut {\n    staffSignOut\n  }\n"): (typeof documents)["\n  mutation StaffSignOut {\n    staffSignOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n"): (typeof documents)["\n  query StaffViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Contacts($search: String, $subject: String, $hasQuote: Boolean, $offset: Int, $limit: Int) {\n    contacts(search: $search, subject: $subject, hasQuote: $hasQuote, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...ContactsTable_Contact\n      }\n    }\n  }\n"): (typeof documents)["\n  query Contacts($search: String, $subject: String, $hasQuote: Boolean, $offset: Int, $limit: Int) {\n    contacts(search: $search, subject: $subject, hasQuote: $hasQuote, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...ContactsTable_Contact\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactDrawer_Contact on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ContactDrawer_Contact on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactsTable_Contact on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n    ...ContactDrawer_Contact\n  }\n"): (typeof documents)["\n  fragment ContactsTable_Contact on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n    ...ContactDrawer_Contact\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoices($filter: StaffInvoiceFilter, $sort: String, $offset: Int, $limit: Int) {\n    invoices(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...InvoicesTable_Invoice\n      }\n    }\n  }\n"): (typeof documents)["\n  query Invoices($filter: StaffInvoiceFilter, $sort: String, $offset: Int, $limit: Int) {\n    invoices(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...InvoicesTable_Invoice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceDetail($id: ID!) {\n    invoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n"): (typeof documents)["\n  query InvoiceDetail($id: ID!) {\n    invoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueInvoice($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueInvoice(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n    }\n  }\n"): (typeof documents)["\n  mutation IssueInvoice($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueInvoice(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueMemberInvoices($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueMemberInvoices(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n      customerEmail\n    }\n  }\n"): (typeof documents)["\n  mutation IssueMemberInvoices($orderId: Int, $orderNumber: String, $dueDays: Int) {\n    issueMemberInvoices(orderId: $orderId, orderNumber: $orderNumber, dueDays: $dueDays) {\n      id\n      invoiceNumber\n      customerEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendInvoice($id: ID!) {\n    sendInvoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n"): (typeof documents)["\n  mutation SendInvoice($id: ID!) {\n    sendInvoice(id: $id) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterInvoicePayment($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterInvoicePayment($id: ID!, $input: RegisterInvoicePaymentInput!) {\n    registerInvoicePayment(id: $id, input: $input) {\n      id\n      ...InvoiceDetail_Invoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCreditNote($invoiceId: ID!, $input: CreditNoteInput!) {\n    createCreditNote(invoiceId: $invoiceId, input: $input) {\n      id\n      invoiceNumber\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCreditNote($invoiceId: ID!, $input: CreditNoteInput!) {\n    createCreditNote(invoiceId: $invoiceId, input: $input) {\n      id\n      invoiceNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceDetail_Invoice on StaffInvoiceDetail {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    taxAmount\n    status\n    statusLabel\n    paidDate\n    kid\n    paymentReference\n    remindersSent\n    lastReminderAt\n    sentAt\n    creditedInvoiceId\n    creditedInvoiceNumber\n    creditReason\n    adjustment\n    creditableAmount\n    pdfUrl\n    canRegisterPayment\n    canCredit\n    lines {\n      description\n      quantity\n      unitPrice\n      lineTotal\n    }\n    creditNotes {\n      id\n      invoiceNumber\n      issuedAt\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceDetail_Invoice on StaffInvoiceDetail {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    taxAmount\n    status\n    statusLabel\n    paidDate\n    kid\n    paymentReference\n    remindersSent\n    lastReminderAt\n    sentAt\n    creditedInvoiceId\n    creditedInvoiceNumber\n    creditReason\n    adjustment\n    creditableAmount\n    pdfUrl\n    canRegisterPayment\n    canCredit\n    lines {\n      description\n      quantity\n      unitPrice\n      lineTotal\n    }\n    creditNotes {\n      id\n      invoiceNumber\n      issuedAt\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoicesTable_Invoice on StaffInvoice {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    status\n    statusLabel\n  }\n"): (typeof documents)["\n  fragment InvoicesTable_Invoice on StaffInvoice {\n    id\n    invoiceNumber\n    kind\n    orderId\n    orderNumber\n    customerEmail\n    customerName\n    issuedAt\n    dueDate\n    amount\n    status\n    statusLabel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview {\n    adminOverview {\n      ...OverviewFigures_Overview\n      ...OverviewCharts_Overview\n    }\n  }\n"): (typeof documents)["\n  query AdminOverview {\n    adminOverview {\n      ...OverviewFigures_Overview\n      ...OverviewCharts_Overview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverviewCharts_Overview on AdminOverview {\n    ordersPerWeek {\n      weekStart\n      isoWeek\n      count\n    }\n    invoicedPerMonth {\n      month\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment OverviewCharts_Overview on AdminOverview {\n    ordersPerWeek {\n      weekStart\n      isoWeek\n      count\n    }\n    invoicedPerMonth {\n      month\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverviewFigures_Overview on AdminOverview {\n    newQuoteRequests\n    quotesAwaitingCustomer\n    ordersByStatus {\n      status\n      count\n    }\n    overdueInvoices\n    overdueAmount\n  }\n"): (typeof documents)["\n  fragment OverviewFigures_Overview on AdminOverview {\n    newQuoteRequests\n    quotesAwaitingCustomer\n    ordersByStatus {\n      status\n      count\n    }\n    overdueInvoices\n    overdueAmount\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;