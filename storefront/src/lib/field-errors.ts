/** Field messages keyed by field name, as shown under each form control. */
export type FieldErrorMap = Partial<Record<string, string>>;

/** Turns a list of field messages (e.g. zod issues) into one message per field (the first one wins). */
export function toFieldErrorMap(fieldErrors: ReadonlyArray<{ field: string; message: string }>): FieldErrorMap {
  const map: FieldErrorMap = {};
  for (const { field, message } of fieldErrors) map[field] ??= message;
  return map;
}
