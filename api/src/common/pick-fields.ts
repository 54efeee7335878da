/** The picked fields of a row; a field the row may leave unset (an optional column) reads as null instead. */
export type PickedFields<T, K extends keyof T> = {
  [P in K]-?: undefined extends T[P] ? Exclude<T[P], undefined> | null : T[P];
};

/**
 * The named fields of a row, for a read shape (GraphQL object, REST answer) that uses the same names. An unset
 * optional field becomes null, as GraphQL and the REST answers show it. Fields come out in the order named.
 */
export function pickFields<T extends object, const K extends keyof T>(row: T, keys: readonly K[]): PickedFields<T, K> {
  const picked: Partial<Record<K, unknown>> = {};
  for (const key of keys) picked[key] = row[key] ?? null;
  return picked as PickedFields<T, K>;
}
