import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../common/errors.js';
import { createFormatError } from './errors.js';

/** The security review: an internal error's message never reaches the client, in any run mode. */
describe('createFormatError', () => {
  const logged: unknown[] = [];
  const format = createFormatError({ error: (obj) => logged.push(obj) });

  it('replaces an unexpected error (a driver message with SQL) by the generic Norwegian one and logs the real one', () => {
    const driverError = new Error(
      'select m.id from members m order by undefined limit 1 - column "undefined" does not exist',
    );
    const wrapped = new GraphQLError(driverError.message, { originalError: driverError, path: ['staffMembers'] });
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
});
