import { STAFF_PASSWORD_MIN_LENGTH, STAFF_USER_MESSAGES as M } from '@russ/schema/staff/staff-users';
import type { FormInstance, FormRule } from 'antd';
import { graphQLFailureOf } from '@/lib/graphql-errors';

/** The console checks what the server checks (at least 12 characters); the server has the last word. */
export const newPasswordRules: FormRule[] = [
  { required: true, message: M.passwordTooShort },
  { min: STAFF_PASSWORD_MIN_LENGTH, message: M.passwordTooShort },
];

/**
 * Puts the server's field messages (BAD_USER_INPUT `fieldErrors`) on the form's fields; the message to show
 * elsewhere (a refusal without field, or a field the form does not have), or null when every message found its
 * field.
 */
export function showServerErrors(form: FormInstance, error: unknown, fields: readonly string[]): string | null {
  const failure = graphQLFailureOf(error);
  const placed = Object.entries(failure.fieldErrors).filter(([field]) => fields.includes(field));
  form.setFields(placed.map(([name, message]) => ({ name, errors: [message] })));
  return placed.length > 0 && placed.length === Object.keys(failure.fieldErrors).length ? null : failure.message;
}
