import type { FormInstance } from 'antd';

/** What every staff edit form takes: its antd form, the first values, save, leave, and whether it is saving. */
export interface StaffFormProps<Values> {
  form: FormInstance<Values>;
  initial: Partial<Values>;
  onSubmit: (values: Values) => void;
  onCancel: () => void;
  saving: boolean;
}

/**
 * Puts the server's field messages (`GraphQLFailure.fieldErrors`) next to the form's fields and returns the
 * messages no field shows. With `nested`, a path such as `tags.0` is shown on its top field (`tags`).
 */
export function placeFieldErrors<Values>(
  form: FormInstance<Values>,
  fields: ReadonlySet<string>,
  fieldErrorMap: Readonly<Record<string, string>>,
  { nested = false }: { nested?: boolean } = {},
): string[] {
  const fieldOf = (path: string) => (nested ? path.split('.')[0]! : path);
  const fieldErrors = Object.entries(fieldErrorMap).map(([field, message]) => ({ field: fieldOf(field), message }));
  const shown = fieldErrors.filter((e) => fields.has(e.field));
  form.setFields(shown.map((e) => ({ name: e.field as never, errors: [e.message] })));
  return fieldErrors.filter((e) => !fields.has(e.field)).map((e) => e.message);
}
