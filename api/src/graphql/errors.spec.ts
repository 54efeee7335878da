import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ConflictError, INTERNAL_ERROR_MESSAGE, ValidationFailed } from '../common/errors.js';
import { GroupActionRefusal } from '../modules/groups/group-limits.js';
import { createFormatError } from './errors.js';

/** The security review: an internal error's message never reaches the client, in any run mode. */
describe('createFormatError', () => {
  const logged: unknown[] = [];
  const format = createFormatError({ error: (obj) => logged.push(obj) });

  it('replaces an unexpected error (a driver message with SQL) by the generic Norwegian one and logs the real one', () => {
    const driverError = new Error(
      'select m.id from members m order by undefined limit 1 - column "undefined" does not exist',
    );
    const wrapped = driverError;
    const formatted = format(
      { message: driverError.message, path: ['staffMembers'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      wrapped,
    );
    expect(formatted).toEqual({
      message: INTERNAL_ERROR_MESSAGE,
      locations: undefined,
      path: ['staffMembers'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(logged)).toContain('staffMembers');
  });

  it("passes GraphQL's own validation errors through", () => {
    const formatted = format(
      { message: 'Cannot query field "x"', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      new GraphQLError('Cannot query field "x"'),
    );
    expect(formatted.message).toBe('Cannot query field "x"');
  });

  it('answers an expected failure as a typed error: code, status and the field messages of BAD_USER_INPUT', () => {
    const error = new ValidationFailed({ firstName: 'Fornavn er påkrevd' });
    const formatted = format({ message: error.message, path: ['submitContact'] }, error);
    expect(formatted).toMatchObject({
      message: 'Ugyldige opplysninger. Sjekk feltene og prøv igjen.',
      extensions: { code: 'BAD_USER_INPUT', status: 400, fieldErrors: { firstName: 'Fornavn er påkrevd' } },
    });
  });

  it("adds an error's own details: a group rule's reason beside CONFLICT, nothing for a plain conflict", () => {
    const refusal = new GroupActionRefusal('full', 'Gruppen er full');
    expect(format({ message: refusal.message }, refusal).extensions).toEqual({
      code: 'CONFLICT',
      status: 409,
      reason: 'full',
    });
    const conflict = new ConflictError('Finnes allerede');
    expect(format({ message: conflict.message }, conflict).extensions).toEqual({
      code: 'CONFLICT',
      status: 409,
    });
  });
});
