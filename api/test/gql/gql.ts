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
    "\n  query CatalogTestProducts($category: String) {\n    products(category: $category) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n": typeof types.CatalogTestProductsDocument,
    "\n  query CatalogTestBlog($slug: String!) {\n    blogPosts {\n      slug\n    }\n    featuredBlogPosts {\n      slug\n    }\n    blogPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      author\n      publishedAt\n      imageUrl\n      featured\n      tags\n    }\n    faqItems {\n      question\n      answer\n      topic\n    }\n  }\n": typeof types.CatalogTestBlogDocument,
    "\n  mutation ContactTestSubmit($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      ... on ContactSubmitted {\n        id\n        message\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.ContactTestSubmitDocument,
    "\n  query ContactTestContacts($search: String, $subject: String, $offset: Int, $limit: Int) {\n    contacts(search: $search, subject: $subject, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        firstName\n        lastName\n        email\n        subject\n        message\n        createdAt\n      }\n    }\n  }\n": typeof types.ContactTestContactsDocument,
    "\n  mutation MembersTestJoin($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      ... on CommunityJoined {\n        member {\n          firstName\n          lastName\n          email\n        }\n      }\n      ... on EmailTaken {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.MembersTestJoinDocument,
    "\n  mutation NewsletterTestSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      ... on NewsletterSubscribed {\n        email\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.NewsletterTestSubscribeDocument,
    "\n  query OrdersTestOrders {\n    customerArea {\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        currency\n        itemCount\n        items {\n          id\n          name\n          variant\n          size\n          color\n          quantity\n          unitPrice\n          designId\n          designName\n        }\n        shipments {\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n          shippedAt\n          deliveredAt\n          estimatedDelivery\n        }\n      }\n    }\n  }\n": typeof types.OrdersTestOrdersDocument,
    "\n  mutation ReturnsTestRequest($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      ... on ReturnRequested {\n        returns {\n          id\n          orderId\n          orderNumber\n          orderItemId\n          reason\n          description\n          status\n          requestedAt\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.ReturnsTestRequestDocument,
    "\n  query ReturnsTestArea {\n    customerArea {\n      returns {\n        id\n        orderId\n        orderItemId\n        reason\n        status\n      }\n    }\n  }\n": typeof types.ReturnsTestAreaDocument,
};
const documents: Documents = {
    "\n  query CatalogTestProducts($category: String) {\n    products(category: $category) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n": types.CatalogTestProductsDocument,
    "\n  query CatalogTestBlog($slug: String!) {\n    blogPosts {\n      slug\n    }\n    featuredBlogPosts {\n      slug\n    }\n    blogPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      author\n      publishedAt\n      imageUrl\n      featured\n      tags\n    }\n    faqItems {\n      question\n      answer\n      topic\n    }\n  }\n": types.CatalogTestBlogDocument,
    "\n  mutation ContactTestSubmit($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      ... on ContactSubmitted {\n        id\n        message\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.ContactTestSubmitDocument,
    "\n  query ContactTestContacts($search: String, $subject: String, $offset: Int, $limit: Int) {\n    contacts(search: $search, subject: $subject, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        firstName\n        lastName\n        email\n        subject\n        message\n        createdAt\n      }\n    }\n  }\n": types.ContactTestContactsDocument,
    "\n  mutation MembersTestJoin($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      ... on CommunityJoined {\n        member {\n          firstName\n          lastName\n          email\n        }\n      }\n      ... on EmailTaken {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.MembersTestJoinDocument,
    "\n  mutation NewsletterTestSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      ... on NewsletterSubscribed {\n        email\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.NewsletterTestSubscribeDocument,
    "\n  query OrdersTestOrders {\n    customerArea {\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        currency\n        itemCount\n        items {\n          id\n          name\n          variant\n          size\n          color\n          quantity\n          unitPrice\n          designId\n          designName\n        }\n        shipments {\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n          shippedAt\n          deliveredAt\n          estimatedDelivery\n        }\n      }\n    }\n  }\n": types.OrdersTestOrdersDocument,
    "\n  mutation ReturnsTestRequest($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      ... on ReturnRequested {\n        returns {\n          id\n          orderId\n          orderNumber\n          orderItemId\n          reason\n          description\n          status\n          requestedAt\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.ReturnsTestRequestDocument,
    "\n  query ReturnsTestArea {\n    customerArea {\n      returns {\n        id\n        orderId\n        orderItemId\n        reason\n        status\n      }\n    }\n  }\n": types.ReturnsTestAreaDocument,
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
export function graphql(source: "\n  query CatalogTestProducts($category: String) {\n    products(category: $category) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n"): (typeof documents)["\n  query CatalogTestProducts($category: String) {\n    products(category: $category) {\n      id\n      name\n      description\n      price\n      imageUrl\n      category\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogTestBlog($slug: String!) {\n    blogPosts {\n      slug\n    }\n    featuredBlogPosts {\n      slug\n    }\n    blogPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      author\n      publishedAt\n      imageUrl\n      featured\n      tags\n    }\n    faqItems {\n      question\n      answer\n      topic\n    }\n  }\n"): (typeof documents)["\n  query CatalogTestBlog($slug: String!) {\n    blogPosts {\n      slug\n    }\n    featuredBlogPosts {\n      slug\n    }\n    blogPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      content\n      category\n      author\n      publishedAt\n      imageUrl\n      featured\n      tags\n    }\n    faqItems {\n      question\n      answer\n      topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactTestSubmit($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      ... on ContactSubmitted {\n        id\n        message\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ContactTestSubmit($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      ... on ContactSubmitted {\n        id\n        message\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactTestContacts($search: String, $subject: String, $offset: Int, $limit: Int) {\n    contacts(search: $search, subject: $subject, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        firstName\n        lastName\n        email\n        subject\n        message\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactTestContacts($search: String, $subject: String, $offset: Int, $limit: Int) {\n    contacts(search: $search, subject: $subject, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        firstName\n        lastName\n        email\n        subject\n        message\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MembersTestJoin($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      ... on CommunityJoined {\n        member {\n          firstName\n          lastName\n          email\n        }\n      }\n      ... on EmailTaken {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MembersTestJoin($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      ... on CommunityJoined {\n        member {\n          firstName\n          lastName\n          email\n        }\n      }\n      ... on EmailTaken {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewsletterTestSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      ... on NewsletterSubscribed {\n        email\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation NewsletterTestSubscribe($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      ... on NewsletterSubscribed {\n        email\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersTestOrders {\n    customerArea {\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        currency\n        itemCount\n        items {\n          id\n          name\n          variant\n          size\n          color\n          quantity\n          unitPrice\n          designId\n          designName\n        }\n        shipments {\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n          shippedAt\n          deliveredAt\n          estimatedDelivery\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrdersTestOrders {\n    customerArea {\n      orders {\n        id\n        orderNumber\n        status\n        createdAt\n        totalAmount\n        currency\n        itemCount\n        items {\n          id\n          name\n          variant\n          size\n          color\n          quantity\n          unitPrice\n          designId\n          designName\n        }\n        shipments {\n          carrier\n          trackingNumber\n          trackingUrl\n          status\n          shippedAt\n          deliveredAt\n          estimatedDelivery\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnsTestRequest($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      ... on ReturnRequested {\n        returns {\n          id\n          orderId\n          orderNumber\n          orderItemId\n          reason\n          description\n          status\n          requestedAt\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnsTestRequest($input: ReturnRequestInput!) {\n    requestReturn(input: $input) {\n      __typename\n      ... on ReturnRequested {\n        returns {\n          id\n          orderId\n          orderNumber\n          orderItemId\n          reason\n          description\n          status\n          requestedAt\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnsTestArea {\n    customerArea {\n      returns {\n        id\n        orderId\n        orderItemId\n        reason\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReturnsTestArea {\n    customerArea {\n      returns {\n        id\n        orderId\n        orderItemId\n        reason\n        status\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;