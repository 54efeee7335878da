import { describe, expect, it } from 'vitest';
import { shareProportionally, splitOrderLinesByMember } from './member-split.js';

const line = (id: number, over: Partial<Parameters<typeof splitOrderLinesByMember>[0][number]> = {}) => ({
  id,
  productId: 1,
  size: 'M',
  color: null,
  quantity: 1,
  printName: null,
  ...over,
});

describe('splitOrderLinesByMember', () => {
  it('gives a print-name line to the member who chose the name, other quantities by product and size', () => {
    const shares = splitOrderLinesByMember(
      [
        line(1, { printName: 'OLA' }),
        line(2, { size: 'L', quantity: 2 }),
        line(3, { productId: 2, size: null, quantity: 3 }),
      ],
      [
        { email: 'a@x.no', lines: [{ productId: 1, size: 'M', printName: ' ola ' }] },
        {
          email: 'B@x.no',
          lines: [
            { productId: 1, size: 'l' },
            { productId: 2, quantity: 2 },
          ],
        },
        { email: 'c@x.no', lines: [{ productId: 1, size: 'L', quantity: 1 }] },
      ],
      'koordinator@x.no',
    );
    expect(shares).toEqual([
      { email: 'a@x.no', lines: [{ orderLineId: 1, quantity: 1 }] },
      {
        email: 'b@x.no',
        lines: [
          { orderLineId: 2, quantity: 1 },
          { orderLineId: 3, quantity: 2 },
        ],
      },
      { email: 'c@x.no', lines: [{ orderLineId: 2, quantity: 1 }] },
      { email: 'koordinator@x.no', lines: [{ orderLineId: 3, quantity: 1 }] },
    ]);
  });

  it('gives everything to the coordinator when nobody submitted sizes', () => {
    expect(splitOrderLinesByMember([line(1, { quantity: 4 })], [], 'k@x.no')).toEqual([
      { email: 'k@x.no', lines: [{ orderLineId: 1, quantity: 4 }] },
    ]);
  });
});

describe('shareProportionally', () => {
  it('splits a total exactly in proportion, largest remainder first', () => {
    expect(shareProportionally(171000, [50000, 90000, 50000])).toEqual([45000, 81000, 45000]);
    expect(shareProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareProportionally(100, [0, 0])).toEqual([50, 50]);
    expect(shareProportionally(5, [])).toEqual([]);
  });
});
