/**
 * The seven colour options of the product pages (storefront §3): display only; the selected colour is only
 * logged. Some pages pass values not in this list (hvit, rod, bla): `colourOption` returns undefined for them
 * and `colourLabel` falls back to a readable name.
 */
export interface ColourOption {
  name: string;
  value: string;
  /** Swatch fill. */
  swatch: string;
  /** Text colour to use on the swatch when the default dark text would not read well. */
  textColor?: string;
}

export const COLOUR_OPTIONS: readonly ColourOption[] = [
  { name: 'Lys Grå', value: 'lys-graa', swatch: '#D5D7DA' },
  { name: 'Navy', value: 'navy', swatch: '#1F2A44', textColor: '#FFFFFF' },
  { name: 'Granitt', value: 'granitt', swatch: '#5E6166', textColor: '#FFFFFF' },
  { name: 'Bellini', value: 'bellini', swatch: '#F6C9B0' },
  { name: 'Limón', value: 'limon', swatch: '#E4EE8C' },
  { name: 'Breeze', value: 'breeze', swatch: '#A9D4EA' },
  { name: 'Rosé', value: 'rose', swatch: '#F1C3CF' },
];

export type ColourValue = 'lys-graa' | 'navy' | 'granitt' | 'bellini' | 'limon' | 'breeze' | 'rose';

/** Names of colour values that occur on pages or products but are not swatch options. */
export const OTHER_COLOUR_NAMES: Record<string, string> = {
  hvit: 'Hvit',
  svart: 'Svart',
  rod: 'Rød',
  bla: 'Blå',
  gull: 'Gull',
  solv: 'Sølv',
  flerfarget: 'Flerfarget',
};

export function colourOption(value: string): ColourOption | undefined {
  return COLOUR_OPTIONS.find((option) => option.value === value);
}

/** Display name for any colour value ('navy' → 'Navy', 'rod' → 'Rød', unknown → capitalised value). */
export function colourLabel(value: string): string {
  return colourOption(value)?.name ?? OTHER_COLOUR_NAMES[value] ?? value.charAt(0).toUpperCase() + value.slice(1);
}
