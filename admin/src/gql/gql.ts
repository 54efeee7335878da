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
    "\n  fragment StaffCouponFields on StaffCoupon {\n    id\n    code\n    title\n    description\n    type\n    value\n    minOrderAmount\n    maxUses\n    currentUses\n    isActive\n    validFrom\n    validUntil\n    createdAt\n    assignedCount\n  }\n": typeof types.StaffCouponFieldsFragmentDoc,
    "\n  query StaffCoupons(\n    $search: String\n    $active: Boolean\n    $sortBy: String\n    $sortOrder: String\n    $offset: Int\n    $limit: Int\n  ) {\n    staffCoupons(\n      search: $search\n      active: $active\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        ...StaffCouponFields\n      }\n    }\n  }\n": typeof types.StaffCouponsDocument,
    "\n  query StaffCoupon($id: ID!) {\n    staffCoupon(id: $id) {\n      ...StaffCouponFields\n    }\n    couponMembers(couponId: $id) {\n      id\n      memberEmail\n      memberName\n      isUsed\n      usedAt\n      assignedAt\n    }\n  }\n": typeof types.StaffCouponDocument,
    "\n  query CouponMemberSearch($search: String!) {\n    couponMemberSearch(search: $search) {\n      id\n      email\n      name\n    }\n  }\n": typeof types.CouponMemberSearchDocument,
    "\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      __typename\n      ... on CouponSaved {\n        coupon {\n          id\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      __typename\n      ... on CouponSaved {\n        coupon {\n          ...StaffCouponFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.UpdateCouponDocument,
    "\n  mutation SetCouponActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      ...StaffCouponFields\n    }\n  }\n": typeof types.SetCouponActiveDocument,
    "\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      __typename\n      ... on ValidationError {\n        message\n      }\n    }\n  }\n": typeof types.DeleteCouponDocument,
    "\n  mutation AssignCoupon($id: ID!, $input: CouponAssignInput!) {\n    assignCoupon(id: $id, input: $input) {\n      __typename\n      ... on CouponAssigned {\n        assigned\n        alreadyAssigned\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.AssignCouponDocument,
    "\n  fragment StaffReturnFields on StaffReturn {\n    id\n    status\n    reason\n    description\n    refundAmount\n    requestedAt\n    processedAt\n    approvedAt\n    rejectedAt\n    completedAt\n    rejectionReason\n    orderId\n    orderNumber\n    orderStatus\n    orderTotal\n    memberEmail\n    customerName\n    orderItemId\n    itemName\n    itemSize\n    itemColor\n    itemQuantity\n    itemUnitPrice\n    itemPrice\n    isCustomItem\n    nextStatuses\n  }\n": typeof types.StaffReturnFieldsFragmentDoc,
    "\n  query StaffReturns($search: String, $status: String, $sortBy: String, $sortOrder: String, $offset: Int, $limit: Int) {\n    staffReturns(\n      search: $search\n      status: $status\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        ...StaffReturnFields\n      }\n    }\n  }\n": typeof types.StaffReturnsDocument,
    "\n  query StaffReturn($id: ID!) {\n    staffReturn(id: $id) {\n      ...StaffReturnFields\n    }\n  }\n": typeof types.StaffReturnDocument,
    "\n  mutation ApproveReturn($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n      ... on ReturnUpdated {\n        staffReturn {\n          ...StaffReturnFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.ApproveReturnDocument,
    "\n  mutation RejectReturn($id: ID!, $input: RejectReturnInput!) {\n    rejectReturn(id: $id, input: $input) {\n      __typename\n      ... on ReturnUpdated {\n        staffReturn {\n          ...StaffReturnFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.RejectReturnDocument,
    "\n  mutation CompleteReturn($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      ... on ReturnUpdated {\n        staffReturn {\n          ...StaffReturnFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.CompleteReturnDocument,
};
const documents: Documents = {
    "\n  query RecordHistory($filter: AuditFilter, $limit: Int) {\n    auditEntries(filter: $filter, limit: $limit) {\n      total\n      items {\n        id\n        staffUsername\n        action\n        at\n        before\n        after\n      }\n    }\n  }\n": types.RecordHistoryDocument,
    "\n  mutation StaffSignIn($username: String!, $password: String!) {\n    staffSignIn(username: $username, password: $password) {\n      __typename\n      ... on StaffSignedIn {\n        username\n        role\n      }\n      ... on InvalidCredentials {\n        message\n      }\n    }\n  }\n": types.StaffSignInDocument,
    "\n  mutation StaffSignOut {\n    staffSignOut\n  }\n": types.StaffSignOutDocument,
    "\n  query StaffViewer {\n    staffViewer {\n      username\n      role\n    }\n  }\n": types.StaffViewerDocument,
    "\n  query Contacts($search: String, $subject: String, $offset: Int, $limit: Int) {\n    contacts(search: $search, subject: $subject, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        ...ContactsTable_Contact\n      }\n    }\n  }\n": types.ContactsDocument,
    "\n  fragment ContactDrawer_Contact on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n  }\n": types.ContactDrawer_ContactFragmentDoc,
    "\n  fragment ContactsTable_Contact on Contact {\n    id\n    firstName\n    lastName\n    email\n    subject\n    message\n    createdAt\n    ...ContactDrawer_Contact\n  }\n": types.ContactsTable_ContactFragmentDoc,
    "\n  fragment StaffCouponFields on StaffCoupon {\n    id\n    code\n    title\n    description\n    type\n    value\n    minOrderAmount\n    maxUses\n    currentUses\n    isActive\n    validFrom\n    validUntil\n    createdAt\n    assignedCount\n  }\n": types.StaffCouponFieldsFragmentDoc,
    "\n  query StaffCoupons(\n    $search: String\n    $active: Boolean\n    $sortBy: String\n    $sortOrder: String\n    $offset: Int\n    $limit: Int\n  ) {\n    staffCoupons(\n      search: $search\n      active: $active\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        ...StaffCouponFields\n      }\n    }\n  }\n": types.StaffCouponsDocument,
    "\n  query StaffCoupon($id: ID!) {\n    staffCoupon(id: $id) {\n      ...StaffCouponFields\n    }\n    couponMembers(couponId: $id) {\n      id\n      memberEmail\n      memberName\n      isUsed\n      usedAt\n      assignedAt\n    }\n  }\n": types.StaffCouponDocument,
    "\n  query CouponMemberSearch($search: String!) {\n    couponMemberSearch(search: $search) {\n      id\n      email\n      name\n    }\n  }\n": types.CouponMemberSearchDocument,
    "\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      __typename\n      ... on CouponSaved {\n        coupon {\n          id\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      __typename\n      ... on CouponSaved {\n        coupon {\n          ...StaffCouponFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.UpdateCouponDocument,
    "\n  mutation SetCouponActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      ...StaffCouponFields\n    }\n  }\n": types.SetCouponActiveDocument,
    "\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      __typename\n      ... on ValidationError {\n        message\n      }\n    }\n  }\n": types.DeleteCouponDocument,
    "\n  mutation AssignCoupon($id: ID!, $input: CouponAssignInput!) {\n    assignCoupon(id: $id, input: $input) {\n      __typename\n      ... on CouponAssigned {\n        assigned\n        alreadyAssigned\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.AssignCouponDocument,
    "\n  fragment StaffReturnFields on StaffReturn {\n    id\n    status\n    reason\n    description\n    refundAmount\n    requestedAt\n    processedAt\n    approvedAt\n    rejectedAt\n    completedAt\n    rejectionReason\n    orderId\n    orderNumber\n    orderStatus\n    orderTotal\n    memberEmail\n    customerName\n    orderItemId\n    itemName\n    itemSize\n    itemColor\n    itemQuantity\n    itemUnitPrice\n    itemPrice\n    isCustomItem\n    nextStatuses\n  }\n": types.StaffReturnFieldsFragmentDoc,
    "\n  query StaffReturns($search: String, $status: String, $sortBy: String, $sortOrder: String, $offset: Int, $limit: Int) {\n    staffReturns(\n      search: $search\n      status: $status\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        ...StaffReturnFields\n      }\n    }\n  }\n": types.StaffReturnsDocument,
    "\n  query StaffReturn($id: ID!) {\n    staffReturn(id: $id) {\n      ...StaffReturnFields\n    }\n  }\n": types.StaffReturnDocument,
    "\n  mutation ApproveReturn($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n      ... on ReturnUpdated {\n        staffReturn {\n          ...StaffReturnFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.ApproveReturnDocument,
    "\n  mutation RejectReturn($id: ID!, $input: RejectReturnInput!) {\n    rejectReturn(id: $id, input: $input) {\n      __typename\n      ... on ReturnUpdated {\n        staffReturn {\n          ...StaffReturnFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.RejectReturnDocument,
    "\n  mutation CompleteReturn($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      ... on ReturnUpdated {\n        staffReturn {\n          ...StaffReturnFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.CompleteReturnDocument,
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
export function graphql(source: "\n  fragment StaffCouponFields on StaffCoupon {\n    id\n    code\n    title\n    description\n    type\n    value\n    minOrderAmount\n    maxUses\n    currentUses\n    isActive\n    validFrom\n    validUntil\n    createdAt\n    assignedCount\n  }\n"): (typeof documents)["\n  fragment StaffCouponFields on StaffCoupon {\n    id\n    code\n    title\n    description\n    type\n    value\n    minOrderAmount\n    maxUses\n    currentUses\n    isActive\n    validFrom\n    validUntil\n    createdAt\n    assignedCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCoupons(\n    $search: String\n    $active: Boolean\n    $sortBy: String\n    $sortOrder: String\n    $offset: Int\n    $limit: Int\n  ) {\n    staffCoupons(\n      search: $search\n      active: $active\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        ...StaffCouponFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffCoupons(\n    $search: String\n    $active: Boolean\n    $sortBy: String\n    $sortOrder: String\n    $offset: Int\n    $limit: Int\n  ) {\n    staffCoupons(\n      search: $search\n      active: $active\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        ...StaffCouponFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCoupon($id: ID!) {\n    staffCoupon(id: $id) {\n      ...StaffCouponFields\n    }\n    couponMembers(couponId: $id) {\n      id\n      memberEmail\n      memberName\n      isUsed\n      usedAt\n      assignedAt\n    }\n  }\n"): (typeof documents)["\n  query StaffCoupon($id: ID!) {\n    staffCoupon(id: $id) {\n      ...StaffCouponFields\n    }\n    couponMembers(couponId: $id) {\n      id\n      memberEmail\n      memberName\n      isUsed\n      usedAt\n      assignedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponMemberSearch($search: String!) {\n    couponMemberSearch(search: $search) {\n      id\n      email\n      name\n    }\n  }\n"): (typeof documents)["\n  query CouponMemberSearch($search: String!) {\n    couponMemberSearch(search: $search) {\n      id\n      email\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      __typename\n      ... on CouponSaved {\n        coupon {\n          id\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      __typename\n      ... on CouponSaved {\n        coupon {\n          id\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCoupon($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      __typename\n      ... on CouponSaved {\n        coupon {\n          ...StaffCouponFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCoupon($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      __typename\n      ... on CouponSaved {\n        coupon {\n          ...StaffCouponFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCouponActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      ...StaffCouponFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCouponActive($id: ID!, $active: Boolean!) {\n    setCouponActive(id: $id, active: $active) {\n      ...StaffCouponFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      __typename\n      ... on ValidationError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id) {\n      __typename\n      ... on ValidationError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignCoupon($id: ID!, $input: CouponAssignInput!) {\n    assignCoupon(id: $id, input: $input) {\n      __typename\n      ... on CouponAssigned {\n        assigned\n        alreadyAssigned\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssignCoupon($id: ID!, $input: CouponAssignInput!) {\n    assignCoupon(id: $id, input: $input) {\n      __typename\n      ... on CouponAssigned {\n        assigned\n        alreadyAssigned\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffReturnFields on StaffReturn {\n    id\n    status\n    reason\n    description\n    refundAmount\n    requestedAt\n    processedAt\n    approvedAt\n    rejectedAt\n    completedAt\n    rejectionReason\n    orderId\n    orderNumber\n    orderStatus\n    orderTotal\n    memberEmail\n    customerName\n    orderItemId\n    itemName\n    itemSize\n    itemColor\n    itemQuantity\n    itemUnitPrice\n    itemPrice\n    isCustomItem\n    nextStatuses\n  }\n"): (typeof documents)["\n  fragment StaffReturnFields on StaffReturn {\n    id\n    status\n    reason\n    description\n    refundAmount\n    requestedAt\n    processedAt\n    approvedAt\n    rejectedAt\n    completedAt\n    rejectionReason\n    orderId\n    orderNumber\n    orderStatus\n    orderTotal\n    memberEmail\n    customerName\n    orderItemId\n    itemName\n    itemSize\n    itemColor\n    itemQuantity\n    itemUnitPrice\n    itemPrice\n    isCustomItem\n    nextStatuses\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffReturns($search: String, $status: String, $sortBy: String, $sortOrder: String, $offset: Int, $limit: Int) {\n    staffReturns(\n      search: $search\n      status: $status\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        ...StaffReturnFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffReturns($search: String, $status: String, $sortBy: String, $sortOrder: String, $offset: Int, $limit: Int) {\n    staffReturns(\n      search: $search\n      status: $status\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        ...StaffReturnFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffReturn($id: ID!) {\n    staffReturn(id: $id) {\n      ...StaffReturnFields\n    }\n  }\n"): (typeof documents)["\n  query StaffReturn($id: ID!) {\n    staffReturn(id: $id) {\n      ...StaffReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveReturn($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n      ... on ReturnUpdated {\n        staffReturn {\n          ...StaffReturnFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveReturn($id: ID!, $input: ApproveReturnInput!) {\n    approveReturn(id: $id, input: $input) {\n      __typename\n      ... on ReturnUpdated {\n        staffReturn {\n          ...StaffReturnFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectReturn($id: ID!, $input: RejectReturnInput!) {\n    rejectReturn(id: $id, input: $input) {\n      __typename\n      ... on ReturnUpdated {\n        staffReturn {\n          ...StaffReturnFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectReturn($id: ID!, $input: RejectReturnInput!) {\n    rejectReturn(id: $id, input: $input) {\n      __typename\n      ... on ReturnUpdated {\n        staffReturn {\n          ...StaffReturnFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteReturn($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      ... on ReturnUpdated {\n        staffReturn {\n          ...StaffReturnFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteReturn($id: ID!) {\n    completeReturn(id: $id) {\n      __typename\n      ... on ReturnUpdated {\n        staffReturn {\n          ...StaffReturnFields\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;