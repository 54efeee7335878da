import { colourLabel } from '@russ/schema/catalog/colours';

/** A colour value as its name ('rod' → 'Rød'); null stays null. */
export function colourName(value: string | null | undefined): string | null {
  return value ? colourLabel(value) : null;
}
