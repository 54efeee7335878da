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