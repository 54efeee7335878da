import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ClassType } from 'type-graphql';
import type { SortOrder as SortOrderValue } from './list-page.js';

/** GraphQL's side of the one list protocol (list-page.ts): the sort input and the page type of every staff list. */

export const SortOrder = { ASC: 'ASC', DESC: 'DESC' } as const satisfies Record<SortOrderValue, SortOrderValue>;
registerEnumType(SortOrder, { name: 'SortOrder', description: 'Ascending or descending.' });

@InputType({ description: "A staff list's sort: one of the list's sortable fields and the direction." })
export class ListSort {
  @Field() field!: string;
  @Field(() => SortOrder) order!: SortOrderValue;
}

/** The `{ items, total }` page type of a staff list: `@ObjectType() class StaffXPage extends ListPageOf(StaffX) {}`. */
export function ListPageOf<Item extends object>(itemType: ClassType<Item>) {
  // Never named in the schema itself: only the concrete pages that extend it are reachable from a query.
  @ObjectType()
  abstract class ListPageType {
    @Field(() => [itemType]) items!: Item[];
    @Field(() => Int, { description: 'Rows the search and filter match, over every page.' }) total!: number;
  }
  return ListPageType;
}
