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
 * Cache-Control of every GraphQL answer: `public, no-cache` for an anonymous operation that read public fields only
 * and had no errors (it is then also offered to the public answer cache), `no-store` for everything else (personal
 * answers; Apollo's own cache-control plugin, which runs a hook for every field of every answer, is off). The
 * verdict is kept per parsed document, which Apollo reuses for every request of the same document.
 */
export function publicReadPlugin(schema: GraphQLSchema): ApolloServerPlugin<GraphQLContext> {
  const verdicts = new WeakMap<OperationDefinitionNode, boolean>();
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, document, operation, response }) {
          let publicRead = false;
          if (document && operation && response.body.kind === 'single' && !response.body.singleResult.errors) {
            let verdict = verdicts.get(operation);
            if (verdict === undefined) {
              verdict = readsPublicFieldsOnly(schema, document, operation);
              verdicts.set(operation, verdict);
            }
            publicRead = verdict;
          }
          const anonymous = !contextValue.sessions.customer && !contextValue.sessions.staff;
          response.http.headers.set('cache-control', publicRead && anonymous ? PUBLIC_CACHE_CONTROL : 'no-store');
          if (publicRead) markPublicRead(contextValue.request);
        },
      };
    },
  };
}
