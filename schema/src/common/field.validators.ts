import { z } from 'zod';
import { toAmount } from './money.js';

/** Whether a number has at most two decimals (whole øre), allowing for binary float noise. */
export function hasWholeOre(n: number): boolean {
  return Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
}

/**
 * A kroner amount or percentage from a form: a number, or text as typed ('1 299,50'), with at most two decimals
 * and within [min, max]. Every failure gives `message`, except below `min` which gives `belowMin` when set.
 */
export function decimalField(range: { min: number; max: number }, message: string, belowMin: string = message) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform(toAmount)
    .refine((n) => Number.isFinite(n) && hasWholeOre(n) && n <= range.max, { error: message, abort: true })
    .refine((n) => n >= range.min, { error: belowMin });
}

/** A required, trimmed text field: `missing` when absent or blank, `tooLong` past `max` characters. */
export function requiredText(max: number, missing: string, tooLong: string) {
  return z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });
}

/**
 * Optional trimmed text of at most `max` characters: empty or missing → null. A value that is not text gets
 * `notText` (the `tooLong` message unless given).
 */
export function optionalText(max: number, tooLong: string, notText: string = tooLong) {
  return z
    .string({ error: notText })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * An e-mail address as typed: trimmed, at most 254 characters and lower-cased (so "Ola@X.no" and "ola@x.no" are one
 * address); `message` for every way it can be wrong.
 */
export function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(254, { error: message })
    .pipe(z.email({ error: message }))
    .transform((value) => value.toLowerCase());
}
