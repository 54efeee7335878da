import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useHydrated } from '@/lib/hydrated';

type FieldFrameProps = {
  label: string;
  /** Shows an asterisk after the label (the control's own `required` decides native validation). */
  marked?: boolean;
  hint?: ReactNode;
  error?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
};

/** Label, control, hint and error message wired together with ids for assistive technology. */
export function FieldFrame({ label, marked, hint, error, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
        {marked ? (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type CommonProps = { label: string; marked?: boolean; hint?: ReactNode; error?: string };

export function TextField({
  label,
  marked,
  hint,
  error,
  className,
  readOnly,
  ...input
}: CommonProps & InputHTMLAttributes<HTMLInputElement>) {
  const hydrated = useHydrated();
  return (
    <FieldFrame label={label} marked={marked} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <input
          id={id}
          className={`input ${className ?? ''}`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          readOnly={readOnly || !hydrated}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

/**
 * A text field the form needs filled in, for forms that check input themselves (`noValidate`): the label is marked
 * with an asterisk and assistive technology hears that the field is required.
 */
export function RequiredTextField(props: Omit<Parameters<typeof TextField>[0], 'marked'>) {
  return <TextField marked aria-required="true" {...props} />;
}

export function TextAreaField({
  label,
  marked,
  hint,
  error,
  className,
  readOnly,
  ...textarea
}: CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const hydrated = useHydrated();
  return (
    <FieldFrame label={label} marked={marked} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          className={`input ${className ?? ''}`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          readOnly={readOnly || !hydrated}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  marked,
  hint,
  error,
  className,
  children,
  disabled,
  ...select
}: CommonProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const hydrated = useHydrated();
  return (
    <FieldFrame label={label} marked={marked} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          className={`input ${className ?? ''}`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          disabled={disabled || !hydrated}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
