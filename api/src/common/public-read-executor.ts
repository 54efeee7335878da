import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import {
  execute,
  getVariableValues,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { publicReadVerdicts } from './public-reads.js';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/**
 * How Apollo executes operations on this API's schema: the public reads (every root field `@PublicRead()`, the
 * catalogue, FAQ and blog queries the storefront sends) run as graphql-jit functions, compiled once per parsed
 * document; every other operation runs in graphql-js's `execute` as Apollo would run it. A compiled public read calls
 * the same resolvers (and type-graphql's checks around them) and answers the same JSON; what it saves is
 * graphql-js's per-field work (argument maps, paths, promise checks), the larger part of an uncached read's time.
 *
 * Apollo takes an executor only from a gateway: this is one whose schema never changes. Parsing, validation
 * (limits included), plugins and error formatting stay Apollo's.
 */
export function publicReadGateway(schema: GraphQLSchema, isPublicRead: ReturnType<typeof publicReadVerdicts>): Gateway {
  // Per parsed document and operation name: the compiled read, or null when it is not one (or does not compile).
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

  const compiledRead = (
    document: DocumentNode,
    operation: OperationDefinitionNode,
    operationName: string | undefined,
  ): CompiledQuery | null => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let found = byName.get(key);
    if (found === undefined) {
      const query = isPublicRead(document, operation) ? compileQuery(schema, document, operationName) : null;
      found = query && isCompiledQuery(query) ? query : null;
      byName.set(key, found);
    }
    return found;
  };

  const executor: Executor = async ({ document, operation, operationName, request, context }) => {
    const variables = request.variables ?? {};
    const read = compiledRead(document, operation, operationName ?? undefined);
    // Variables graphql-js refuses keep graphql-js's own error answer.
    if (read && !getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors) {
      return read.query(undefined, context, variables);
    }
    return execute({ schema, document, contextValue: context, variableValues: variables, operationName });
  };

  return {
    async load() {
      return { schema, executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async stop() {},
  };
}
