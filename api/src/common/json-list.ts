/**
 * Decoding of the JSON text columns old rows keep (an order's `items`, a size submission's `products`): a list of
 * objects, read leniently so an old or hand-edited row never breaks a page.
 */

export const nullableInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
};
export const nullableText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
export const positiveQuantity = (value: unknown): number => {
  const n = nullableInt(value);
  return n !== null && n > 0 ? n : 1;
};

/** Parses JSON text holding a list of objects; anything else is an empty list (old rows must never break a page). */
export function parseJsonList(text: string | null | undefined): Record<string, unknown>[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object') : [];
  } catch {
    return [];
  }
}
