// Kept free of zod so the storefront can show the reasons and messages without loading the validators.

/** Reasons the customer picks from; the chosen text is stored in `returns.reason` as it reads here. */
export const RETURN_REASONS = [
  'Feil størrelse',
  'Feil vare levert',
  'Skadet eller defekt vare',
  'Ikke som forventet',
  'Angrer kjøpet',
  'Annet',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** The only reason a custom item (own design, print, embroidery, names or text) can be returned for: a complaint. */
export const DEFECT_RETURN_REASON: ReturnReason = 'Skadet eller defekt vare';

/** The reasons the return form offers: for an order line with custom items only the defect complaint (the terms). */
export function returnReasonsFor(hasCustomItems: boolean): readonly ReturnReason[] {
  return hasCustomItems ? [DEFECT_RETURN_REASON] : RETURN_REASONS;
}

/**
 * Whether an order line is a custom item (the terms: own design, print, embroidery, personal names or text): it
 * carries a design, a print name or a line note (where embroidery and names are written). The one rule for returns,
 * the payment rules of orders and the customer's order view.
 */
export function isCustomOrderLine(line: {
  designId?: number | null;
  printName?: string | null;
  notes?: string | null;
}): boolean {
  const hasText = (value: string | null | undefined) => value != null && value.trim() !== '';
  return line.designId != null || hasText(line.printName) || hasText(line.notes);
}

export const RETURN_LIMITS = { description: 1000, items: 100 } as const;

export const RETURN_MESSAGES = {
  reason: 'Velg en årsak',
  items: 'Velg minst én vare',
  tooManyItems: `Du kan returnere maks ${RETURN_LIMITS.items} varer om gangen`,
  description: `Beskrivelsen kan ha maks ${RETURN_LIMITS.description} tegn`,
  order: 'Velg en ordre',
  customItemDefectOnly:
    'Tilpassede produkter kan bare returneres ved reklamasjon på feil eller skade. Velg «Skadet eller defekt vare».',
} as const;
