import type { Policy } from '@russ/schema/staff/permissions';
import type { GraphQLField } from 'graphql';
import { Authorized, Extensions, type AuthCheckerFn } from 'type-graphql';
import { assertPolicy } from './access.js';
import type { GraphQLContext } from './context.js';

/**
 * Declares who may call a GraphQL query, mutation or subscription (see `Policy`): the policy is enforced by
 * `authChecker` (type-graphql `@Authorized`) before the resolver runs, and kept on the field's extensions as
 * `policy` so tests and tools can read it from the built schema. Every root field must carry one.
 */
export function Access(policy: Policy): MethodDecorator {
  const authorized = Authorized<Policy>([policy]);
  const extensions = Extensions({ policy });
  return (target, propertyKey, descriptor) => {
    authorized(target, propertyKey, descriptor);
    extensions(target, propertyKey, descriptor);
  };
}

/**
 * type-graphql's auth checker: enforces the field's declared policy against the request's sessions. Refusals
 * throw the typed errors (UNAUTHENTICATED, FORBIDDEN) that graphql/errors.ts formats.
 */
export const authChecker: AuthCheckerFn<GraphQLContext, Policy> = ({ context }, policies) => {
  if (policies.length === 0) throw new Error('@Authorized without a policy: use @Access(policy)');
  for (const policy of policies) assertPolicy(policy, context.sessions);
  return true;
};

/** The declared policy of a built schema field, or undefined when it has none. */
export function declaredPolicy(field: GraphQLField<unknown, unknown>): Policy | undefined {
  const policy = field.extensions?.policy as Policy | undefined;
  return policy && typeof policy === 'object' && typeof policy.kind === 'string' ? policy : undefined;
}
