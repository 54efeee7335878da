/** Offset and limit of one page of a staff list, clamped: offset ≥ 0, 1 ≤ limit ≤ `max` (`fallback` when unset). */
export function pageWindow(
  query: { offset?: number | null; limit?: number | null },
  { fallback, max }: { fallback: number; max: number },
): { offset: number; limit: number } {
  const offset = Math.max(0, Math.trunc(query.offset ?? 0) || 0);
  const limit = Math.min(max, Math.max(1, Math.trunc(query.limit ?? fallback) || fallback));
  return { offset, limit };
}

/**
 * The entry of a table of allowed keys (sort keys and the SQL they stand for), or undefined: only the table's own
 * properties count, so a caller's `constructor`, `__proto__` or `toString` never reaches an inherited value.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string | null | undefined): T | undefined {
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;
}
