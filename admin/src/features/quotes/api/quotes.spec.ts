import { describe, expect, it } from 'vitest';
import { toQuotesVariables } from './quotes';

describe('the quote list request', () => {
  it('is newest first unless a column is sorted, with the search trimmed and empty filters left out', () => {
    expect(toQuotesVariables({ search: '  T-2026 ', status: '', page: 3, pageSize: 20 })).toEqual({
      filter: { search: 'T-2026', status: null },
      sort: '-createdAt',
      offset: 40,
      limit: 20,
    });
    expect(
      toQuotesVariables({ status: 'sent', sort: { field: 'total', order: 'ascend' }, page: 1, pageSize: 50 }),
    ).toEqual({ filter: { search: null, status: 'sent' }, sort: 'total', offset: 0, limit: 50 });
    expect(toQuotesVariables({ sort: { field: 'validUntil', order: 'descend' }, page: 0, pageSize: 10 }).sort).toBe(
      '-validUntil',
    );
  });
});
