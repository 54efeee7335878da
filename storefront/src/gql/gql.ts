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
    "\n  query Viewer {\n    viewer {\n      email\n      firstName\n      lastName\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email) {\n      __typename\n      ... on SignInLinkRequested {\n        email\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.RequestSignInLinkDocument,
    "\n  mutation JoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      ... on CommunityJoined {\n        member {\n          firstName\n          lastName\n          email\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n      ... on EmailTaken {\n        message\n      }\n    }\n  }\n": typeof types.JoinCommunityDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      ... on ContactSubmitted {\n        id\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.SubmitContactDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      ... on NewsletterSubscribed {\n        email\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
};
const documents: Documents = {
    "\n  query Viewer {\n    viewer {\n      email\n      firstName\n      lastName\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email) {\n      __typename\n      ... on SignInLinkRequested {\n        email\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.RequestSignInLinkDocument,
    "\n  mutation JoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      ... on CommunityJoined {\n        member {\n          firstName\n          lastName\n          email\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n      ... on EmailTaken {\n        message\n      }\n    }\n  }\n": types.JoinCommunityDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      ... on ContactSubmitted {\n        id\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.SubmitContactDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      ... on NewsletterSubscribed {\n        email\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.SubscribeNewsletterDocument,
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
export function graphql(source: "\n  query Viewer {\n    viewer {\n      email\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      email\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email) {\n      __typename\n      ... on SignInLinkRequested {\n        email\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestSignInLink($email: String!) {\n    requestSignInLink(email: $email) {\n      __typename\n      ... on SignInLinkRequested {\n        email\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      ... on CommunityJoined {\n        member {\n          firstName\n          lastName\n          email\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n      ... on EmailTaken {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JoinCommunity($input: MemberInput!) {\n    joinCommunity(input: $input) {\n      __typename\n      ... on CommunityJoined {\n        member {\n          firstName\n          lastName\n          email\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n      ... on EmailTaken {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      ... on ContactSubmitted {\n        id\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      __typename\n      ... on ContactSubmitted {\n        id\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      ... on NewsletterSubscribed {\n        email\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      __typename\n      ... on NewsletterSubscribed {\n        email\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;