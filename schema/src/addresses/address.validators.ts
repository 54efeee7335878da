import { z } from 'zod';
import { optionalText as optionalTextField, requiredText } from '../common/field.validators.js';
import { ADDRESS_TYPES, DEFAULT_ADDRESS_TYPE, DEFAULT_COUNTRY } from './addresses.js';

export const ADDRESS_LIMITS = { name: 100, line: 200, city: 100, postalCode: 10, phone: 30 } as const;

/** Countries an address may be in, with their Norwegian names; Norway first (the default, customer-area §9). */
export const ADDRESS_COUNTRIES = [
  { code: 'NO', name: 'Norge' },
  { code: 'SE', name: 'Sverige' },
  { code: 'DK', name: 'Danmark' },
  { code: 'FI', name: 'Finland' },
  { code: 'IS', name: 'Island' },
  { code: 'DE', name: 'Tyskland' },
  { code: 'GB', name: 'Storbritannia' },
] as const;

export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]['code'];
const COUNTRY_CODES = ADDRESS_COUNTRIES.map((c) => c.code) as [AddressCountry, ...AddressCountry[]];

export function countryName(code: string): string {
  return ADDRESS_COUNTRIES.find((c) => c.code === code)?.name ?? code;
}

export const ADDRESS_MESSAGES = {
  name: 'Navn er påkrevd',
  line1: 'Adresse er påkrevd',
  postalCodeNo: 'Postnummer må være fire siffer',
  postalCode: 'Postnummer er påkrevd',
  city: 'Poststed er påkrevd',
  phone: 'Ugyldig telefonnummer',
  country: 'Velg et land fra listen',
  type: 'Velg leveringsadresse eller fakturaadresse',
} as const;

/** Optional trimmed text: empty or missing → null; a value that is not text reads 'Ugyldig verdi'. */
const optionalText = (max: number, tooLong: string) => optionalTextField(max, tooLong, 'Ugyldig verdi');

/**
 * A phone number as people type it: an optional leading + (or "(+"), digits, spaces, dots, dashes and parentheses,
 * with 8 to 15 digits in all (a Norwegian number has 8, +47 and 8 has 10).
 */
const phone = z
  .string({ error: ADDRESS_MESSAGES.phone })
  .trim()
  .max(ADDRESS_LIMITS.phone, { error: ADDRESS_MESSAGES.phone })
  .nullish()
  .transform((value) => (value ? value : null))
  .refine(
    (value) => {
      if (value === null) return true;
      if (!/^(?:\+|\(\+)?[\d\s().-]+$/.test(value)) return false;
      const digits = value.replace(/\D/g, '').length;
      return digits >= 8 && digits <= 15;
    },
    { error: ADDRESS_MESSAGES.phone },
  );

/**
 * An address of the signed-in customer (addAddress / updateAddress). Type defaults to shipping and country to
 * NO; a Norwegian postal code is four digits. `isDefault: true` makes it the default for its type (the service
 * takes the default from the others of that type in the same transaction), `false` takes it away, and leaving
 * it out keeps things as they are.
 */
export const addressInput = z
  .object({
    type: z
      .enum(ADDRESS_TYPES, { error: ADDRESS_MESSAGES.type })
      .nullish()
      .transform((value) => value ?? DEFAULT_ADDRESS_TYPE),
    name: requiredText(ADDRESS_LIMITS.name, ADDRESS_MESSAGES.name, 'Navnet er for langt'),
    line1: requiredText(ADDRESS_LIMITS.line, ADDRESS_MESSAGES.line1, 'Adressen er for lang'),
    line2: optionalText(ADDRESS_LIMITS.line, 'Adresselinje 2 er for lang'),
    postalCode: z.string({ error: ADDRESS_MESSAGES.postalCode }).trim().max(ADDRESS_LIMITS.postalCode, {
      error: 'Postnummeret er for langt',
    }),
    city: requiredText(ADDRESS_LIMITS.city, ADDRESS_MESSAGES.city, 'Poststedet er for langt'),
    country: z
      .string({ error: ADDRESS_MESSAGES.country })
      .trim()
      .toUpperCase()
      .nullish()
      .transform((value) => value || DEFAULT_COUNTRY)
      .pipe(z.enum(COUNTRY_CODES, { error: ADDRESS_MESSAGES.country })),
    phone,
    isDefault: z
      .boolean({ error: 'Ugyldig verdi' })
      .nullish()
      .transform((value) => value ?? undefined),
  })
  .superRefine((address, ctx) => {
    // The rule for the postal code depends on the country.
    if (address.country === 'NO') {
      if (!/^\d{4}$/.test(address.postalCode)) {
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: ADDRESS_MESSAGES.postalCodeNo });
      }
    } else if (address.postalCode.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: ADDRESS_MESSAGES.postalCode });
    }
  });

export type AddressInput = z.input<typeof addressInput>;
export type AddressData = z.output<typeof addressInput>;
