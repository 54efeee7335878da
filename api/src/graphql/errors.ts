import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { GraphQLContext } from '../common/context.js';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../common/errors.js';
import { logSecurityEvent } from '../common/security-log.js';

/**
 * Shapes every GraphQL error the client sees: AppErrors keep their message and get their code (UNAUTHENTICATED,
 * FORBIDDEN, NOT_FOUND, BAD_USER_INPUT with fieldErrors, CONFLICT, …) and the error's own extensions; GraphQL's own errors (syntax, validation) pass
 * through; anything unexpected is logged and answered with a generic Norwegian message, never with internals
 * (a driver's message carries SQL), in every run mode.
 */
export function createFormatError(log: { error(obj: unknown, msg?: string): void }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return {
        message: original.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: {
          code: original.code,
          status: original.statusCode,
          ...original.graphQLExtensions(),
        },
      };
    }
    const code = formatted.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
      log.error({ err: original, path: formatted.path }, 'GraphQL resolver failed');
      return {
        message: INTERNAL_ERROR_MESSAGE,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    }
    return formatted;
  };
}

/**
 * Logs every refused authorisation of a GraphQL operation (UNAUTHENTICATED, FORBIDDEN) as a security event: who,
 * the client's IP, the field refused. The answer itself is shaped by `createFormatError`.
 */
export function securityLogPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ contextValue, errors, operationName }) {
          for (const error of errors) {
            const original = unwrapResolverError(error);
            if (!(original instanceof AppError) || (original.statusCode !== 401 && original.statusCode !== 403))
              continue;
            logSecurityEvent(contextValue.request, 'access.refused', {
              outcome: 'refused',
              status: original.statusCode,
              code: original.code,
              sessions: contextValue.sessions,
              operationName: operationName ?? null,
              field: error.path?.join('.') ?? null,
            });
          }
        },
      };
    },
  };
}
