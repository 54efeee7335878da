import { useState } from 'react';
import type { FieldErrorMap } from '@/lib/field-errors';

/**
 * A form's values and field messages: `set(name)` is a change handler that stores the new value and clears that
 * field's message, and `field(name)` spreads value, handler and message onto a `TextField`, `SelectField` or
 * `TextAreaField` (the control's `name` and the rest stay with the form).
 */
export function useFormFields<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});

  const set = (name: keyof V & string) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const field = (name: keyof V & string) => ({
    value: values[name] as string,
    onChange: set(name),
    error: errors[name],
  });

  return { values, setValues, errors, setErrors, set, field };
}

/** A one-field form's value and message: `bind` spreads both onto the control, and typing clears the message. */
export function useField(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const bind = {
    value,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      setError(null);
    },
    error: error ?? undefined,
  };
  return { value, setValue, setError, bind };
}

/** Moves the user to the first field that needs attention once its message is rendered. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
