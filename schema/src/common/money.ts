/**
 * Money for Norwegian display (customer-area §9: '{amount} kr'); dates are written by `common/dates.ts`.
 *
 * Choice: the thousands separator and the space before 'kr' are both U+00A0 (regular NO-BREAK SPACE), which is
 * what `Intl.NumberFormat('nb-NO')` uses for grouping, so our text and Intl's agree and an amount never wraps
 * across lines. Formatting is done by hand (not Intl) so it is the same in every runtime and ICU build.
 * Tests that compare text should use `NBSP` or normalise whitespace.
 */
export const NBSP = '\u00a0';
export const CURRENCY = 'NOK';

/** Parses an amount given as a number or a decimal string ('1299.00', '1299,5'); NaN when it is not one. */
export function toAmount(amount: number | string): number {
  if (typeof amount === 'number') return amount;
  return Number(amount.trim().replace(/\s/g, '').replace(',', '.'));
}

/**
 * An amount in kroner (number or decimal string) as whole øre, so sums and percentages are exact integers:
 * `toOre('1299.50')` → 129950. NaN when it is not an amount. Rounds to the nearest øre.
 */
export function toOre(amount: number | string): number {
  const value = toAmount(amount);
  if (!Number.isFinite(value)) return Number.NaN;
  return Math.round(value * 100);
}

/** Whole øre back to kroner (a number with at most two decimals): 129950 → 1299.5. */
export function oreToKroner(ore: number): number {
  return ore / 100;
}

/** `percent` % of an amount in øre, rounded half up to whole øre; exact for any size (BigInt). */
export function percentOfOre(ore: number, percent: number): number {
  const basisPoints = BigInt(Math.round(percent * 100));
  const sign = ore < 0 ? -1n : 1n;
  const value = (BigInt(Math.abs(ore)) * basisPoints + 5_000n) / 10_000n;
  return Number(sign * value);
}

/** Groups the integer part by thousands with NBSP: 1299 → '1 299'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/**
 * `formatNok(1299)` → '1 299 kr'; `formatNok('1299.50')` → '1 299,50 kr'; whole amounts without decimals.
 * Separators are NBSP (see file comment). Throws on a value that is not a number.
 */
export function formatNok(amount: number | string): string {
  const value = toAmount(amount);
  if (!Number.isFinite(value)) throw new TypeError(`Not an amount: ${String(amount)}`);
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const sign = value < 0 && cents > 0 ? '-' : '';
  const decimals = fraction === 0 ? '' : `,${String(fraction).padStart(2, '0')}`;
  return `${sign}${groupThousands(String(whole))}${decimals}${NBSP}kr`;
}

/**
 * The storefront's numeric reading of a price text (storefront §3): drop everything that is not a digit or
 * comma, then the comma becomes a dot. 'Fra 449,-' → 449; 'Fra 1 299,50' → 1299.5; a number passes through.
 */
export function priceTextToNumber(price: string | number): number {
  if (typeof price === 'number') return price;
  const cleaned = price.replace(/[^\d,]/g, '').replace(',', '.');
  return Number.parseFloat(cleaned);
}

/** The catalogue's from-price text: 449 → 'Fra 449,-'. */
export function fromPriceText(amount: number): string {
  return `Fra ${amount},-`;
}
