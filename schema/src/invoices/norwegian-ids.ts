/**
 * The shop's organisation number (9 digits) and bank account number (11 digits) printed on invoices, both with
 * a MOD11 check digit as Brønnøysundregistrene and the banks define it. Spaces and dots are ignored on input.
 */
const ORG_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const ACCOUNT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function mod11(digits: string, weights: number[]): number | null {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? null : check;
}

const digitsOf = (text: string) => text.replace(/[\s.]/g, '');

export function isValidOrgNumber(text: string): boolean {
  const digits = digitsOf(text);
  return /^\d{9}$/.test(digits) && mod11(digits, ORG_WEIGHTS) === Number(digits[8]);
}

export function isValidBankAccount(text: string): boolean {
  const digits = digitsOf(text);
  return /^\d{11}$/.test(digits) && mod11(digits, ACCOUNT_WEIGHTS) === Number(digits[10]);
}

/** '987654325' → '987 654 325'. */
export function formatOrgNumber(text: string): string {
  const d = digitsOf(text);
  return /^\d{9}$/.test(d) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : text;
}

/** '15031234562' → '1503.12.34562'. */
export function formatBankAccount(text: string): string {
  const d = digitsOf(text);
  return /^\d{11}$/.test(d) ? `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6)}` : text;
}
