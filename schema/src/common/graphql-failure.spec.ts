import { describe, expect, it } from 'vitest';
import { readGraphQLFailure } from './graphql-failure.js';

describe('readGraphQLFailure', () => {
  it('reads the code, the field messages and the reason of a refused call', () => {
    const failure = readGraphQLFailure({
      message: 'Sjekk feltene.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { email: 'Ugyldig e-post', 'lines.0.size': 'Velg størrelse' },
        reason: 'expired',
      },
    });
    expect(failure).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Sjekk feltene.',
      fieldErrors: { email: 'Ugyldig e-post', 'lines.0.size': 'Velg størrelse' },
      reason: 'expired',
    });
  });

  it('leaves out what is not a string and answers null where nothing is given', () => {
    expect(
      readGraphQLFailure({ message: 'Ikke funnet', extensions: { code: 404, fieldErrors: { a: 1, b: 'B' } } }),
    ).toEqual({
      code: null,
      message: 'Ikke funnet',
      fieldErrors: { b: 'B' },
      reason: null,
    });
    expect(readGraphQLFailure({ message: '' })).toEqual({ code: null, message: '', fieldErrors: {}, reason: null });
    expect(readGraphQLFailure({ message: 'x', extensions: null }).fieldErrors).toEqual({});
  });
});
