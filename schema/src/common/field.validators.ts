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

/** Optional trimmed text of at most `max` characters: empty or missing → null. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));
}
