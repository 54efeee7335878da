import { ApolloServer } from '@apollo/server';
import { RequestContext, type MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import type { GraphQLContext, Sessions } from '../common/context.js';
import { graphqlLimits } from '../common/graphql-limits.js';
import { getSchema } from './schema.js';
import type { AppConfig } from '../infra/config.js';
import { createFormatError } from '../graphql/errors.js';

export interface InProcessGraphql {
  schema: GraphQLSchema;
  /**
   * Executes one operation as `sessions` on a fresh EntityManager fork (its own identity map, as one request
   * gets): parsing, validation with the production limits, the access checks, resolvers and services, the
   * formatted errors. Resolves with the result's data; rejects with the first error's message.
   */
  execute(document: string, variables: Record<string, unknown> | undefined, sessions: Sessions): Promise<unknown>;
  stop(): Promise<void>;
}

const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return silentLog;
  },
};

/**
 * The api's GraphQL schema behind an Apollo server configured as app.ts configures its own, without HTTP: for
 * tools that measure what an operation costs (`pnpm bench:admin`). No cookies, no reply: operations that set or
 * clear cookies or read the client's address are not for this.
 */
export async function createInProcessGraphql(orm: MikroORM, config: AppConfig): Promise<InProcessGraphql> {
  const schema = await getSchema();
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: !config.isProduction,
    ...graphqlLimits(config),
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(silentLog),
  });
  await apollo.start();
  return {
    schema,
    async execute(document, variables, sessions) {
      const em = orm.em.fork();
      const contextValue: GraphQLContext = {
        em,
        request: { ip: '127.0.0.1', headers: {}, log: silentLog } as unknown as GraphQLContext['request'],
        reply: {} as GraphQLContext['reply'],
        sessions,
        config,
      };
      const response = await RequestContext.create(em, () =>
        apollo.executeOperation({ query: document, variables }, { contextValue }),
      );
      if (response.body.kind !== 'single') throw new Error('An incremental GraphQL response was not expected');
      const { data, errors } = response.body.singleResult;
      if (errors?.length) throw new Error(errors[0].message);
      return data;
    },
    stop: () => apollo.stop(),
  };
}
