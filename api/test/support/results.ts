import { expect } from 'vitest';

/** Narrows a result union to the expected member, failing with the whole answer otherwise. */
export function only<T extends { __typename: string }, N extends T['__typename']>(
  value: T | null | undefined,
  typename: N,
): Extract<T, { __typename: N }> {
  expect(value?.__typename, JSON.stringify(value)).toBe(typename);
  return value as Extract<T, { __typename: N }>;
}
