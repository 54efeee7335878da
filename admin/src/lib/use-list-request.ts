import { useApolloClient } from '@apollo/client/react';
import type { DocumentTypeDecoration, TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useState } from 'react';
import { getFragmentData, type FragmentType } from '@/gql';
import type { ListSort } from '@/gql/graphql';
import { pageWindow, searchTerm } from '@/lib/page-window';

/**
 * The one request of every staff list (issue 18 point 4): ProTable's request(params, sort) as the API's one list
 * shape, `(search, filter, sort: { field, order }, offset, limit)`, answered as ProTable's `{ data, total,
 * success }`. The list's own part is its query document, where the page sits in the answer, how its form values
 * become its filter, and which columns sort.
 */

/** The arguments every staff list query takes. */
export interface ListVariables<Filter> {
  search?: string | null;
  filter?: Filter | null;
  sort?: ListSort | null;
  offset?: number | null;
  limit?: number | null;
}

/** What ProTable hands the request: the form's values and the page. */
export type ListParams<Params> = Params & { current?: number; pageSize?: number; search?: string };

/** ProTable's sort: column key → ascend/descend. */
export type TableSort = Record<string, 'ascend' | 'descend' | null | undefined>;

export interface ListRequestOptions<Data, Row, Params, Filter> {
  /** The page in the answer, e.g. `(data) => data.staffOrders`. */
  page: (data: Data) => { items: readonly Row[]; total: number };
  /** The form's values (search and paging aside) as the list's filter input; no filter when left out. */
  filter?: (params: ListParams<Params>) => Filter;
  /**
   * The columns that sort, as the API's sort fields: a list of keys that are the same on both sides, or a map of
   * ProTable's column key → API field. A sorted column not named here is not sent (the server's default order).
   */
  sortable?: readonly string[] | Readonly<Record<string, string>>;
  /** The sort sent while no column is sorted; the server's default when left out. */
  defaultSort?: ListSort;
  /** Rows per page when ProTable names none (20). */
  pageSize?: number;
}

/** The request's variables: the search box trimmed (null when empty), the filter, the first sorted column, the page. */
export function toListVariables<Params, Filter>(
  params: ListParams<Params>,
  sort: TableSort | undefined,
  options: Pick<
    ListRequestOptions<unknown, unknown, Params, Filter>,
    'filter' | 'sortable' | 'defaultSort' | 'pageSize'
  >,
): ListVariables<Filter> {
  const [column, direction] = Object.entries(sort ?? {}).find(([, d]) => d) ?? [];
  const fields = options.sortable ?? [];
  const field = column
    ? Array.isArray(fields)
      ? (fields as readonly string[]).includes(column)
        ? column
        : undefined
      : Object.hasOwn(fields, column)
        ? (fields as Readonly<Record<string, string>>)[column]
        : undefined
    : undefined;
  return {
    search: searchTerm(params.search),
    ...(options.filter ? { filter: options.filter(params) } : {}),
    sort: field ? { field, order: direction === 'ascend' ? 'ASC' : 'DESC' } : (options.defaultSort ?? null),
    ...pageWindow(params.current ?? 1, params.pageSize ?? options.pageSize ?? 20),
  };
}

/**
 * ProTable's `request` for a staff list: one page, always from the server (the lists are work queues), as
 * `{ data, total, success }`.
 */
export function useListRequest<Data, Row, Params = object, Filter = never>(
  document: TypedDocumentNode<Data, ListVariables<Filter>>,
  options: ListRequestOptions<Data, Row, Params, Filter>,
) {
  const client = useApolloClient();
  const [requests] = useState(latestRequest);
  return useCallback(
    async (params: ListParams<Params>, sort?: TableSort) => {
      const isLatest = requests.begin();
      const { data } = await client.query({
        query: document,
        variables: toListVariables(params, sort, options),
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('Tomt svar fra serveren');
      const page = options.page(data as Data);
      // A page asked for before the latest one (the first load still under way when a search is sent) is answered
      // `success: false`, which ProTable ignores: it would otherwise show whichever page came back last.
      if (!isLatest()) return { data: [] as Row[], total: 0, success: false };
      return { data: [...page.items], total: page.total, success: true };
    },
    [client, document, options, requests],
  );
}

/** Requests where only the last one begun counts: `begin()` answers whether that request is still the latest. */
export function latestRequest() {
  let begun = 0;
  return {
    begin(): () => boolean {
      const mine = ++begun;
      return () => mine === begun;
    },
  };
}

/** A list page whose rows are a fragment, as `page` answers it: the rows unmasked, the total as it is. */
export function fragmentPage<Row, Variables>(
  fragment: DocumentTypeDecoration<Row, Variables>,
  page: { items: ReadonlyArray<FragmentType<DocumentTypeDecoration<Row, Variables>>>; total: number },
): { items: readonly Row[]; total: number } {
  return { items: getFragmentData(fragment, page.items), total: page.total };
}
