import { describe, expect, it } from 'vitest';
import { toListVariables } from './use-list-request';

const quotes = {
  filter: ({ status }: { status?: string }) => ({ status: status || null }),
  sortable: { createdAt: 'createdAt', validUntil: 'validUntil', totals: 'total', 'totals,total': 'total' },
};

describe('the one list request', () => {
  it('is the server default order unless a column is sorted, with the search trimmed and empty filters null', () => {
    expect(toListVariables({ search: '  T-2026 ', status: '', current: 3, pageSize: 20 }, {}, quotes)).toEqual({
      search: 'T-2026',
      filter: { status: null },
      sort: null,
      offset: 40,
      limit: 20,
    });
    expect(toListVariables({ status: 'sent', current: 1, pageSize: 50 }, { totals: 'ascend' }, quotes)).toEqual({
      search: null,
      filter: { status: 'sent' },
      sort: { field: 'total', order: 'ASC' },
      offset: 0,
      limit: 50,
    });
    expect(toListVariables({ current: 0, pageSize: 10 }, { validUntil: 'descend' }, quotes).sort).toEqual({
      field: 'validUntil',
      order: 'DESC',
    });
  });

  it('sends no sort for a column that does not sort, and the default sort when one is given', () => {
    expect(toListVariables({ status: '' }, { customerName: 'ascend' }, quotes).sort).toBeNull();
    expect(toListVariables({}, { constructor: 'ascend' as const }, { sortable: ['createdAt'] }).sort).toBeNull();
    expect(toListVariables({}, { createdAt: 'ascend' }, { sortable: ['createdAt'] }).sort).toEqual({
      field: 'createdAt',
      order: 'ASC',
    });
    expect(
      toListVariables({}, { createdAt: null }, { sortable: ['createdAt'], defaultSort: { field: 'x', order: 'ASC' } })
        .sort,
    ).toEqual({ field: 'x', order: 'ASC' });
  });

  it('pages from 1 with 20 rows when ProTable names no page, and leaves out the filter a list does not have', () => {
    expect(toListVariables({}, undefined, {})).toEqual({ search: null, sort: null, offset: 0, limit: 20 });
  });
});
