/** A ProTable page (1-based `page`, `pageSize`) as the API's `offset` and `limit`. */
export function pageWindow(page: number, pageSize: number): { offset: number; limit: number } {
  return { offset: Math.max(0, (page - 1) * pageSize), limit: pageSize };
}

/** The list's search box as the API's `search`: trimmed, and null when empty. */
export function searchTerm(search: string | null | undefined): string | null {
  const trimmed = search?.trim();
  return trimmed ? trimmed : null;
}
