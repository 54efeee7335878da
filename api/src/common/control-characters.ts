import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import { ValidationFailed } from './errors.js';

/**
 * No NUL byte or other control character reaches the database (PostgreSQL refuses NUL in text with an error,
 * the others have no business in a shop's data). Checked once for every request instead of per route:
 * - the path and the query string (decoded) may hold no control character at all;
 * - a JSON body's strings may hold line breaks and tabs (multi-line text fields), nothing else;
 * - GraphQL: string literals in the document and the variables, the same rule as JSON bodies.
 * A refusal is a 400 with a Norwegian message (REST) or a BAD_USER_INPUT error (GraphQL).
 */

/** Any C0 control character or DEL: not allowed in paths, query strings and single-line values. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANY_CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;
/** Control characters other than tab, line feed and carriage return: not allowed in any text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Forespørselen inneholder ugyldige tegn';

/** Nesting deeper than this is not walked further (the body limit keeps bodies small anyway). */
const MAX_DEPTH = 64;

/** True when a string anywhere in `value` (keys included) matches `pattern`. */
export function containsForbiddenText(value: unknown, pattern: RegExp = FORBIDDEN_IN_TEXT, depth = 0): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => containsForbiddenText(item, pattern, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => pattern.test(key) || containsForbiddenText(item, pattern, depth + 1),
  );
}

function decodedUrl(url: string): string | null {
  try {
    return decodeURIComponent(url.replace(/\+/g, ' '));
  } catch {
    return null; // malformed escapes: the router answers those itself
  }
}

const isGraphqlRoute = (request: FastifyRequest) => request.routeOptions.url === '/graphql';

function refuse(reply: FastifyReply): FastifyReply {
  return reply.status(400).send({ message: CONTROL_CHARACTER_MESSAGE });
}

/**
 * Adds the checks to the app (hooks on the root instance, so they cover every route and the not-found handler).
 * GraphQL requests are left to `controlCharacterPlugin`, which answers in GraphQL's shape.
 */
export function rejectControlCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isGraphqlRoute(request)) return;
    const url = decodedUrl(request.url);
    if (url !== null && ANY_CONTROL_CHARACTER.test(url)) return refuse(reply);
  });
  app.addHook('preValidation', async (request, reply) => {
    if (isGraphqlRoute(request)) return;
    // Route parameters are decoded by the router (also from an encoding the URL check above could miss).
    if (containsForbiddenText(request.params, ANY_CONTROL_CHARACTER)) return refuse(reply);
    if (containsForbiddenText(request.body)) return refuse(reply);
  });
}

/** Verdicts per parsed document: Apollo reuses the parsed document of a query it has seen, so each is walked once. */
const documentVerdicts = new WeakMap<DocumentNode, boolean>();

function documentHasForbiddenText(document: DocumentNode): boolean {
  const known = documentVerdicts.get(document);
  if (known !== undefined) return known;
  const found = walkForForbiddenText(document);
  documentVerdicts.set(document, found);
  return found;
}

function walkForForbiddenText(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (FORBIDDEN_IN_TEXT.test(node.value)) found = true;
    },
  });
  return found;
}

/** Apollo plugin: a control character in a string literal or a variable refuses the operation before it runs. */
export const controlCharacterPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        if (containsForbiddenText(request.variables) || documentHasForbiddenText(document)) {
          const failed = new ValidationFailed({}, CONTROL_CHARACTER_MESSAGE);
          throw new GraphQLError(failed.message, {
            extensions: { code: failed.code, status: failed.statusCode, http: { status: failed.statusCode } },
          });
        }
      },
    };
  },
};
