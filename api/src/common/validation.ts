import type { z } from 'zod';
import { ValidationFailed, type FieldErrors } from './errors.js';

const FORM_ERROR = 'Ugyldige opplysninger. Sjekk feltene og prøv igjen.';

/** First message per field (dotted path); issues about the whole payload become the overall message. */
export function toValidationFailed(error: z.ZodError): ValidationFailed {
  const fieldErrors: FieldErrors = {};
  let formMessage: string | undefined;
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (!field) {
      formMessage ??= FORM_ERROR;
      continue;
    }
    fieldErrors[field] ??= issue.message;
  }
  return new ValidationFailed(fieldErrors, formMessage ?? FORM_ERROR);
}

/**
 * Parses untrusted input with a schema from @russ/schema.
 * Returns the parsed (trimmed, normalised) value or throws ValidationFailed with Norwegian field messages.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw toValidationFailed(result.error);
  return result.data;
}
