import { ValidationFailed } from './errors.js';
import { ownEntry } from './paging.js';

/**
 * The one protocol of the console's lists (issue 18 point 4): every staff list takes `search`, its own `filter`,
 * one `sort` ({ field, order }), `offset` and `limit`, and answers `{ items, total }`. This module owns what the
 * lists share: the page window, the sort (checked against the list's sortable columns, with a default and a
 * stable tie-breaker on the id) and running the page beside its count. Each service keeps its filters and search.
 */

export type SortOrder = 'ASC' | 'DESC';

export interface ListSort {
  field: string;
  order: SortOrder;
}

/** What a caller asks of a staff list, besides its search and filter. */
export interface ListWindowArgs {
  sort?: ListSort | null;
  offset?: number | null;
  limit?: number | null;
}

/** A list's rules: which fields sort by what, its default sort and page size. */
export interface ListSpec<Field extends string = string> {
  /**
   * Field a caller names → the SQL expression (raw SQL lists) or entity property (ORM lists) it sorts by, or
   * several, each taking the direction. A term ending in `nulls last` (or `nulls first`) gets the direction
   * before that ending; one ending in `nulls low` sorts an empty value as the lowest (first ascending, last
   * descending).
   */
  sortable: Readonly<Record<Field, string | readonly string[]>>;
  defaultSort: { field: Field; order: SortOrder };
  /** The id column or property that breaks ties, in the sort's direction, so paging never repeats a row. */
  tieBreaker: string;
  /** Rows when the caller names no limit (20). */
  defaultLimit?: number;
  /** The most rows one page may hold (100); a caller asking for more is told so. */
  maxLimit?: number;
}

export interface ListWindow {
  offset: number;
  limit: number;
  sort: { field: string; order: SortOrder };
  /** `expr dir, tieBreaker dir` for an SQL `order by`. */
  orderBySql: string;
  /** The same order as a MikroORM `orderBy`. */
  orderBy: Array<Record<string, 'asc' | 'desc'>>;
}

export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_LIMIT = 100;

/**
 * The window of one page: offset ≥ 0, 1 ≤ limit ≤ the list's maximum, and the sort. A limit above the maximum or
 * a sort field the list does not offer is BAD_USER_INPUT (fieldErrors.limit / fieldErrors.sort), never a 500.
 */
export function listWindow(args: ListWindowArgs, spec: ListSpec): ListWindow {
  const max = spec.maxLimit ?? LIST_MAX_LIMIT;
  const fallback = spec.defaultLimit ?? LIST_DEFAULT_LIMIT;
  const requested = args.limit == null ? fallback : Math.trunc(args.limit);
  if (requested > max) throw new ValidationFailed({ limit: `Høyst ${max} rader per side.` });
  const limit = Math.max(1, Number.isFinite(requested) ? requested : fallback);
  const offset = Math.max(0, Math.trunc(args.offset ?? 0) || 0);

  const field = args.sort?.field ?? spec.defaultSort.field;
  const order: SortOrder = args.sort ? (args.sort.order === 'ASC' ? 'ASC' : 'DESC') : spec.defaultSort.order;
  const column = ownEntry<string | readonly string[]>(spec.sortable, field);
  if (column === undefined) {
    throw new ValidationFailed({
      sort: `Kan ikke sortere på «${field}». Velg blant: ${Object.keys(spec.sortable).join(', ')}.`,
    });
  }
  const direction = order === 'ASC' ? 'asc' : 'desc';
  const terms = typeof column === 'string' ? [column] : [...column];
  if (!terms.includes(spec.tieBreaker)) terms.push(spec.tieBreaker);
  const orderBy: ListWindow['orderBy'] = terms.map((term) => ({ [term.replace(/ nulls \w+$/, '')]: direction }));
  const orderBySql = terms
    .map((term) => {
      if (term.endsWith(' nulls low')) {
        return `${term.slice(0, -' nulls low'.length)} ${direction} nulls ${direction === 'asc' ? 'first' : 'last'}`;
      }
      const nulls = / nulls (last|first)$/i.exec(term);
      return nulls ? `${term.slice(0, nulls.index)} ${direction}${nulls[0]}` : `${term} ${direction}`;
    })
    .join(', ');
  return { offset, limit, sort: { field, order }, orderBySql, orderBy };
}

/**
 * A sort as the REST layer spells it (`field` ascending, `-field` descending), or null for none, an unknown field
 * or a non-string: the REST routes keep answering an unknown sort with the default order.
 */
export function sortFromText(text: unknown, spec: ListSpec): ListSort | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  const descending = trimmed.startsWith('-');
  const field = descending ? trimmed.slice(1) : trimmed;
  return ownEntry<unknown>(spec.sortable, field) === undefined ? null : { field, order: descending ? 'DESC' : 'ASC' };
}

/** One page of a staff list and the count of every row its filters match. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
}

/**
 * Runs a staff list: the window from `args` (see listWindow), then the page and the count side by side. `page`
 * reads the rows of the window; `count` counts every row the same filters match.
 */
export async function listPage<Item>(
  args: ListWindowArgs,
  spec: ListSpec,
  run: { page: (window: ListWindow) => Promise<Item[]>; count: () => Promise<number> },
): Promise<ListPage<Item>> {
  const window = listWindow(args, spec);
  const [items, total] = await Promise.all([run.page(window), run.count()]);
  return { items, total: Number(total) };
}
