import 'reflect-metadata';
import { createRequire } from 'node:module';
import type { GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from './schema.js';

// type-graphql builds the schema with graphql's CommonJS build; its types only pass that build's checks.
const { getNamedType, isInterfaceType, isObjectType, isUnionType } = createRequire(import.meta.url)(
  'graphql',
) as typeof import('graphql');

/**
 * The one failure protocol (issue 18): a mutation answers its payload, and an expected failure is a GraphQL error
 * with `extensions.code` (BAD_USER_INPUT with `fieldErrors`, NOT_FOUND, CONFLICT, …; graphql/errors.ts). No
 * mutation answers a failure as data, so no result union, and no error-shaped object type in the schema.
 */

/** A type that carries a failure as data: named like one, or holding field messages. */
function isFailureType(type: GraphQLNamedType): boolean {
  if (/(Error|Errors|Refused|Refusal|Taken|Failed|Invalid\w*)$|^Invalid/.test(type.name)) return true;
  return isObjectType(type) && 'fieldErrors' in type.getFields();
}

describe('the failure protocol of the GraphQL schema', () => {
  it('lets no mutation answer a union or an interface (an expected failure is a typed error)', async () => {
    const mutations = Object.values((await getSchema()).getMutationType()!.getFields());
    expect(mutations.length).toBeGreaterThan(50);
    const offenders = mutations
      .map((field) => ({ name: field.name, type: getNamedType(field.type) }))
      .filter(({ type }) => isUnionType(type) || isInterfaceType(type))
      .map(({ name, type }) => `${name}: ${type.name}`);
    expect(offenders).toEqual([]);
  });

  it('has no error-shaped object type', async () => {
    const schema = await getSchema();
    const failureTypes = Object.values(schema.getTypeMap())
      .filter((type) => !type.name.startsWith('__') && isObjectType(type) && isFailureType(type))
      .map((type) => type.name);
    expect(failureTypes).toEqual([]);
  });

  it('answers every mutation with a type that names what was done, never a bare failure', async () => {
    const mutations = Object.values((await getSchema()).getMutationType()!.getFields());
    const failing = mutations.filter((field) => isFailureType(getNamedType(field.type))).map((field) => field.name);
    expect(failing).toEqual([]);
  });
});
