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
    "\n  query Contacts($search: String, $subject: String, $offset: Int, $limit: Int) {\n    contacts(search: $search, subject: $subject, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...ContactsTable_Contact\n      }\n    }\n  }\n": typeof types.ContactsDocument,
    "\n  fragment ContactDrawer_Contact on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n  }\n": typeof types.ContactDrawer_ContactFragmentDoc,
    "\n  fragment ContactsTable_Contact on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n    ...ContactDrawer_Contact\n  }\n": typeof types.ContactsTable_ContactFragmentDoc,
    "\n  query OrdersList($filter: StaffOrderFilter, $sort: String, $offset: Int, $limit: Int) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        orderNumber\n        customerEmail\n        customerName\n        createdAt\n        itemCount\n        totalAmount\n        status\n        invoiceStatus\n        invoiceCount\n        shipmentStatus\n      }\n    }\n  }\n": typeof types.OrdersListDocument,
    "\n  fragment OrderDetailFields on StaffOrder {\n    id\n    orderNumber\n    status\n    statusLabel\n    createdAt\n    updatedAt\n    totalAmount\n    customerEmail\n    customerName\n    shippingAddress\n    customerNote\n    cancelReason\n    quoteId\n    groupId\n    itemCount\n    isCustom\n    designApproved\n    paid\n    paymentBlock\n    items {\n      id\n      name\n      variant\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      designName\n      notes\n    }\n    printNames\n    shipments {\n      id\n      carrier\n      carrierLabel\n      trackingNumber\n      trackingUrl\n      status\n      statusLabel\n      shippedAt\n      deliveredAt\n      estimatedDelivery\n      createdAt\n      canMarkShipped\n      canMarkDelivered\n    }\n    invoices {\n      id\n      invoiceNumber\n      memberEmail\n      amount\n      status\n      statusLabel\n      dueDate\n      paidDate\n    }\n    notes {\n      id\n      body\n      staffUsername\n      createdAt\n    }\n    nextStatuses {\n      status\n      label\n      reasonRequired\n      override\n    }\n  }\n": typeof types.OrderDetailFieldsFragmentDoc,
    "\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.OrderDetailDocument,
    "\n  mutation SetOrderStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.SetOrderStatusDocument,
    "\n  mutation RegisterShipment($input: RegisterShipmentInput!) {\n    registerShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.RegisterShipmentDocument,
    "\n  mutation MarkShipment($input: MarkShipmentInput!) {\n    markShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.MarkShipmentDocument,
    "\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.AddOrderNoteDocument,
};
const documents: Documents = {
    "\n  query RecordHistory($filter: AuditFilter, $limit: Int) {\n    auditEntries(filter: $filter, limit: $limit) {\n      total\n      items {\n        id\n        staffUsername\n        action\n        at\n        before\n        after\n      }\n    }\n  }\n": types.RecordHistoryDocument,
    "\n  mutation StaffSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      __typename\n      ... on StaffSignedIn {\n        username\n        role\n      }\n      ... on InvalidCredentials {\n        message\n      }\n    }\n  }\n": types.StaffSignInDocument,
    "\n  mutation StaffSignOut {\n    staffSignOut\n  }\n": types.StaffSignOutDocument,
    "\n  query StaffViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n": types.StaffViewerDocument,
    "\n  query Contacts($search: String, $subject: String, $offset: Int, $limit: Int) {\n    contacts(search: $search, subject: $subject, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...ContactsTable_Contact\n      }\n    }\n  }\n": types.ContactsDocument,
    "\n  fragment ContactDrawer_Contact on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n  }\n": types.ContactDrawer_ContactFragmentDoc,
    "\n  fragment ContactsTable_Contact on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n    ...ContactDrawer_Contact\n  }\n": types.ContactsTable_ContactFragmentDoc,
    "\n  query OrdersList($filter: StaffOrderFilter, $sort: String, $offset: Int, $limit: Int) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        orderNumber\n        customerEmail\n        customerName\n        createdAt\n        itemCount\n        totalAmount\n        status\n        invoiceStatus\n        invoiceCount\n        shipmentStatus\n      }\n    }\n  }\n": types.OrdersListDocument,
    "\n  fragment OrderDetailFields on StaffOrder {\n    id\n    orderNumber\n    status\n    statusLabel\n    createdAt\n    updatedAt\n    totalAmount\n    customerEmail\n    customerName\n    shippingAddress\n    customerNote\n    cancelReason\n    quoteId\n    groupId\n    itemCount\n    isCustom\n    designApproved\n    paid\n    paymentBlock\n    items {\n      id\n      name\n      variant\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      designName\n      notes\n    }\n    printNames\n    shipments {\n      id\n      carrier\n      carrierLabel\n      trackingNumber\n      trackingUrl\n      status\n      statusLabel\n      shippedAt\n      deliveredAt\n      estimatedDelivery\n      createdAt\n      canMarkShipped\n      canMarkDelivered\n    }\n    invoices {\n      id\n      invoiceNumber\n      memberEmail\n      amount\n      status\n      statusLabel\n      dueDate\n      paidDate\n    }\n    notes {\n      id\n      body\n      staffUsername\n      createdAt\n    }\n    nextStatuses {\n      status\n      label\n      reasonRequired\n      override\n    }\n  }\n": types.OrderDetailFieldsFragmentDoc,
    "\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailFields\n    }\n  }\n": types.OrderDetailDocument,
    "\n  mutation SetOrderStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": types.SetOrderStatusDocument,
    "\n  mutation RegisterShipment($input: RegisterShipmentInput!) {\n    registerShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": types.RegisterShipmentDocument,
    "\n  mutation MarkShipment($input: MarkShipmentInput!) {\n    markShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": types.MarkShipmentDocument,
    "\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n": types.AddOrderNoteDocument,
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
export function graphql(source: "\n  query Contacts($search: String, $subject: String, $offset: Int, $limit: Int) {\n    contacts(search: $search, subject: $subject, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...ContactsTable_Contact\n      }\n    }\n  }\n"): (typeof documents)["\n  query Contacts($search: String, $subject: String, $offset: Int, $limit: Int) {\n    contacts(search: $search, subject: $subject, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...ContactsTable_Contact\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query OrdersList($filter: StaffOrderFilter, $sort: String, $offset: Int, $limit: Int) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        orderNumber\n        customerEmail\n        customerName\n        createdAt\n        itemCount\n        totalAmount\n        status\n        invoiceStatus\n        invoiceCount\n        shipmentStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrdersList($filter: StaffOrderFilter, $sort: String, $offset: Int, $limit: Int) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        orderNumber\n        customerEmail\n        customerName\n        createdAt\n        itemCount\n        totalAmount\n        status\n        invoiceStatus\n        invoiceCount\n        shipmentStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetailFields on StaffOrder {\n    id\n    orderNumber\n    status\n    statusLabel\n    createdAt\n    updatedAt\n    totalAmount\n    customerEmail\n    customerName\n    shippingAddress\n    customerNote\n    cancelReason\n    quoteId\n    groupId\n    itemCount\n    isCustom\n    designApproved\n    paid\n    paymentBlock\n    items {\n      id\n      name\n      variant\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      designName\n      notes\n    }\n    printNames\n    shipments {\n      id\n      carrier\n      carrierLabel\n      trackingNumber\n      trackingUrl\n      status\n      statusLabel\n      shippedAt\n      deliveredAt\n      estimatedDelivery\n      createdAt\n      canMarkShipped\n      canMarkDelivered\n    }\n    invoices {\n      id\n      invoiceNumber\n      memberEmail\n      amount\n      status\n      statusLabel\n      dueDate\n      paidDate\n    }\n    notes {\n      id\n      body\n      staffUsername\n      createdAt\n    }\n    nextStatuses {\n      status\n      label\n      reasonRequired\n      override\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDetailFields on StaffOrder {\n    id\n    orderNumber\n    status\n    statusLabel\n    createdAt\n    updatedAt\n    totalAmount\n    customerEmail\n    customerName\n    shippingAddress\n    customerNote\n    cancelReason\n    quoteId\n    groupId\n    itemCount\n    isCustom\n    designApproved\n    paid\n    paymentBlock\n    items {\n      id\n      name\n      variant\n      size\n      color\n      quantity\n      unitPrice\n      designId\n      designName\n      notes\n    }\n    printNames\n    shipments {\n      id\n      carrier\n      carrierLabel\n      trackingNumber\n      trackingUrl\n      status\n      statusLabel\n      shippedAt\n      deliveredAt\n      estimatedDelivery\n      createdAt\n      canMarkShipped\n      canMarkDelivered\n    }\n    invoices {\n      id\n      invoiceNumber\n      memberEmail\n      amount\n      status\n      statusLabel\n      dueDate\n      paidDate\n    }\n    notes {\n      id\n      body\n      staffUsername\n      createdAt\n    }\n    nextStatuses {\n      status\n      label\n      reasonRequired\n      override\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderStatus($input: SetOrderStatusInput!) {\n    setOrderStatus(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterShipment($input: RegisterShipmentInput!) {\n    registerShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterShipment($input: RegisterShipmentInput!) {\n    registerShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkShipment($input: MarkShipmentInput!) {\n    markShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkShipment($input: MarkShipmentInput!) {\n    markShipment(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      ...OrderDetailFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;