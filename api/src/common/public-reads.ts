import type { ApolloServerPlugin } from '@apollo/server';
import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { Extensions } from 'type-graphql';
import type { GraphQLContext } from './context.js';
import { markPublicRead, PUBLIC_CACHE_CONTROL } from './public-answer-cache.js';

/**
 * Declares a root query field a public read: PUBLIC, and its whole answer (every field below it) the same for
 * every visitor and derived from the public content only (catalogue, FAQ, blog; common/public-content.ts), so a
 * change there is all that can change it. Anonymous answers of operations that read only such fields are `public`
 * and kept whole (common/public-answer-cache.ts).
 */
export function PublicRead(): MethodDecorator {
  return Extensions({ publicRead: true });
}

/** Whether every root field of the operation is a `@PublicRead()` query field (fragments followed). */
export function readsPublicFieldsOnly(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): boolean {
  if (operation.operation !== 'query') return false;
  const fields = schema.getQueryType()?.getFields() ?? {};
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const seen = new Set<string>();
  const allPublic = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        return name === '__typename' || fields[name]?.extensions?.publicRead === true;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) return allPublic(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return Boolean(fragment);
      seen.add(fragment.name.value);
      return allPublic(fragment.selectionSet);
    });
  return allPublic(operation.selectionSet);
}

/**
 * Whether an operation reads public fields only (`readsPublicFieldsOnly`), judged once per parsed operation: Apollo
 * reuses the parsed document of a known query for every request of it.
 */
export function publicReadVerdicts(schema: GraphQLSchema) {
  const verdicts = new WeakMap<OperationDefinitionNode, boolean>();
  return (document: DocumentNode, operation: OperationDefinitionNode): boolean => {
    let verdict = verdicts.get(operation);
    if (verdict === undefined) {
      verdict = readsPublicFieldsOnly(schema, document, operation);
      verdicts.set(operation, verdict);
    }
    return verdict;
  };
}

/**
 * Cache-Control of every GraphQL answer: `public, no-cache` for an anonymous operation that read public fields only
 * and had no errors (it is then also offered to the public answer cache), `no-store` for everything else (personal
 * answers; Apollo's own cache-control plugin, which runs a hook for every field of every answer, is off).
 */
export function publicReadPlugin(
  isPublicRead: ReturnType<typeof publicReadVerdicts>,
): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, document, operation, response }) {
          const publicRead = Boolean(
            document &&
            operation &&
            response.body.kind === 'single' &&
            !response.body.singleResult.errors &&
            isPublicRead(document, operation),
          );
          const anonymous = !contextValue.sessions.customer && !contextValue.sessions.staff;
          response.http.headers.set('cache-control', publicRead && anonymous ? PUBLIC_CACHE_CONTROL : 'no-store');
          if (publicRead) markPublicRead(contextValue.request);
        },
      };
    },
  };
}
