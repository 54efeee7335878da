import { searchTerm } from '@/lib/page-window';

/** The 'Medlemmer' list's search form. */
export interface MembersFilter {
  search?: string;
  school?: string;
  graduationYear?: string;
  status?: string;
}

/** The list's filters as the API and the CSV download take them: trimmed, empty ones left out. */
export function memberFilterOf(filter: MembersFilter): Record<string, string> {
  const entries = Object.entries({
    search: searchTerm(filter.search),
    school: searchTerm(filter.school),
    graduationYear: searchTerm(filter.graduationYear),
    status: filter.status || null,
  }).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

/** The `Eksporter CSV` address for the list as filtered and sorted on screen. */
export function membersCsvUrl(filter: MembersFilter, sort: string | null): string {
  const params = new URLSearchParams(memberFilterOf(filter));
  if (sort) params.set('sort', sort);
  const query = params.toString();
  return `/api/admin/members.csv${query ? `?${query}` : ''}`;
}
