import { expect } from 'vitest';

/** Narrows a result union to the expected member, failing with the whole answer otherwise. */
export function only<T extends { __typename: string }, N extends T['__typename']>(
  value: T | null | undefined,
  typename: N,
): Extract<T, { __typename: N }> {
  expect(value?.__typename, JSON.stringify(value)).toBe(typename);
  return value as Extract<T, { __typename: N }>;
}

/** A refused GraphQL call as the client reads it: its code, message, field messages (in order) and reason. */
export interface Refusal {
  __typename?: undefined;
  code: string;
  message: string;
  fieldErrors: Array<{ field: string; message: string }>;
  reason?: string;
}

/**
 * The one typed error of a refused call (the failure protocol: no data, one error with `extensions.code`), failing
 * with the whole answer when the call did not fail that way. `fieldErrors` lists BAD_USER_INPUT's field messages.
 */
export function refusalOf(result: {
  data?: unknown;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}): Refusal {
  expect(result.errors?.length, JSON.stringify(result.data ?? null)).toBe(1);
  const error = result.errors![0]!;
  const extensions = error.extensions ?? {};
  const fields = (extensions.fieldErrors ?? {}) as Record<string, string>;
  const refusal: Refusal = {
    code: String(extensions.code),
    message: error.message,
    fieldErrors: Object.entries(fields).map(([field, message]) => ({ field, message })),
  };
  if (typeof extensions.reason === 'string') refusal.reason = extensions.reason;
  return refusal;
}
