/**
 * The entry of a table of allowed keys (sort keys and the SQL they stand for), or undefined: only the table's own
 * properties count, so a caller's `constructor`, `__proto__` or `toString` never reaches an inherited value.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string | null | undefined): T | undefined {
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;
}
