import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { listPage, listWindow, sortFromText, type ListSpec } from './list-page.js';

const SPEC: ListSpec = {
  sortable: { createdAt: 'o.created_at', orderNumber: 'o.order_number', id: 'o.id' },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  tieBreaker: 'o.id',
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { code: error.code, ...error.graphQLExtensions() } : error;
  }
  return undefined;
};

describe('listWindow', () => {
  it('takes the default sort with the id as tie-breaker, 20 rows from the start', () => {
    expect(listWindow({}, SPEC)).toEqual({
      offset: 0,
      limit: 20,
      sort: { field: 'createdAt', order: 'DESC' },
      orderBySql: 'o.created_at desc, o.id desc',
      orderBy: [{ 'o.created_at': 'desc' }, { 'o.id': 'desc' }],
    });
  });

  it('sorts by a sortable field in the asked direction, the id once when it is the field', () => {
    expect(listWindow({ sort: { field: 'orderNumber', order: 'ASC' } }, SPEC).orderBySql).toBe(
      'o.order_number asc, o.id asc',
    );
    expect(listWindow({ sort: { field: 'id', order: 'ASC' } }, SPEC).orderBySql).toBe('o.id asc');
  });

  it('gives the direction to each term of a several-column sort, before a nulls ending', () => {
    const spec: ListSpec = {
      ...SPEC,
      sortable: {
        name: ['lower(m.last_name)', 'lower(m.first_name)'],
        school: 'lower(m.school) nulls last',
        refund: 'r.refund_amount nulls low',
      },
      tieBreaker: 'm.id',
    };
    expect(listWindow({ sort: { field: 'name', order: 'DESC' } }, spec).orderBySql).toBe(
      'lower(m.last_name) desc, lower(m.first_name) desc, m.id desc',
    );
    expect(listWindow({ sort: { field: 'school', order: 'ASC' } }, spec).orderBySql).toBe(
      'lower(m.school) asc nulls last, m.id asc',
    );
    expect(listWindow({ sort: { field: 'refund', order: 'ASC' } }, spec).orderBySql).toBe(
      'r.refund_amount asc nulls first, m.id asc',
    );
    expect(listWindow({ sort: { field: 'refund', order: 'DESC' } }, spec).orderBySql).toBe(
      'r.refund_amount desc nulls last, m.id desc',
    );
  });

  it('clamps a negative offset and a limit below 1, and takes the maximum itself', () => {
    expect(listWindow({ offset: -5, limit: 0 }, SPEC)).toMatchObject({ offset: 0, limit: 1 });
    expect(listWindow({ offset: 40, limit: 100 }, SPEC)).toMatchObject({ offset: 40, limit: 100 });
  });

  it('refuses a limit above the maximum as BAD_USER_INPUT on limit', () => {
    expect(refusal(() => listWindow({ limit: 101 }, SPEC))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { limit: 'Høyst 100 rader per side.' },
    });
    expect(refusal(() => listWindow({ limit: 60 }, { ...SPEC, maxLimit: 50 }))).toMatchObject({
      fieldErrors: { limit: 'Høyst 50 rader per side.' },
    });
  });

  it.each(['constructor', '__proto__', 'toString', 'o.id; drop table orders', 'status'])(
    'refuses sort field %j as BAD_USER_INPUT on sort',
    (field) => {
      expect(refusal(() => listWindow({ sort: { field, order: 'ASC' } }, SPEC))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { sort: expect.stringContaining('createdAt, orderNumber, id') },
      });
    },
  );
});

describe('sortFromText (the REST spelling)', () => {
  it('reads field and -field, and takes anything else as no sort', () => {
    expect(sortFromText('orderNumber', SPEC)).toEqual({ field: 'orderNumber', order: 'ASC' });
    expect(sortFromText('-createdAt', SPEC)).toEqual({ field: 'createdAt', order: 'DESC' });
    for (const text of ['constructor', '-__proto__', 'status', '', undefined, 42])
      expect(sortFromText(text, SPEC)).toBeNull();
  });
});

describe('listPage', () => {
  it('runs the page with the window and the count, and answers { items, total }', async () => {
    const page = await listPage({ offset: 2, limit: 2 }, SPEC, {
      page: async ({ offset, limit }) => ['a', 'b', 'c', 'd', 'e'].slice(offset, offset + limit),
      count: async () => 5,
    });
    expect(page).toEqual({ items: ['c', 'd'], total: 5 });
  });

  it('runs neither query when the window is refused', async () => {
    let ran = false;
    const run = async () => {
      ran = true;
      return [];
    };
    await expect(listPage({ limit: 1000 }, SPEC, { page: run, count: async () => 0 })).rejects.toThrow(AppError);
    expect(ran).toBe(false);
  });
});
