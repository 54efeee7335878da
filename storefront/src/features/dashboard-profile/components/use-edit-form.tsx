import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/ui/toast';
import type { FieldErrorMap } from '@/lib/field-errors';
import { focusFirstInvalid, useFormFields } from '@/lib/use-form-fields';
import type { SaveOutcome } from '@/features/dashboard-profile/api/update-profile';
import styles from './profile-tab.module.css';

/**
 * The profile tab's edit forms: values and field errors, a change handler per field that clears its error, and a
 * submit that checks on the client first (focusing the first invalid field), then saves. The server's field
 * messages come back under the fields; success and failure are told by toast, and `onDone` closes the form.
 */
export function useEditForm<V extends object>({
  initial,
  validate,
  save,
  savedTitle,
  failedTitle,
  onDone,
}: {
  initial: V;
  validate: (values: V) => FieldErrorMap | null;
  save: (values: V) => Promise<SaveOutcome>;
  savedTitle: string;
  failedTitle: string;
  onDone: () => void;
}) {
  const { values, setValues, errors, setErrors, set, field } = useFormFields<V>(initial);
  const [saving, setSaving] = useState(false);
  const { toast } = useToast();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const invalid = validate(values);
    if (invalid) {
      setErrors(invalid);
      focusFirstInvalid(form);
      return;
    }
    setSaving(true);
    try {
      const outcome = await save(values);
      if (outcome.status === 'invalid') {
        setErrors(outcome.fieldErrors);
        toast({ variant: 'destructive', title: failedTitle, description: outcome.message });
        return;
      }
      toast({ title: savedTitle });
      onDone();
    } catch (error) {
      console.error(`[profile] ${failedTitle}`, error);
      toast({ variant: 'destructive', title: failedTitle, description: 'Prøv igjen senere' });
    } finally {
      setSaving(false);
    }
  };

  return { values, setValues, errors, saving, set, field, onSubmit };
}

/** Save and cancel under an edit form. */
export function EditFormActions({
  saving,
  saveLabel,
  onCancel,
}: {
  saving: boolean;
  saveLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Lagrer...' : saveLabel}
      </button>
      <button type="button" className="btn btn-outline" onClick={onCancel} disabled={saving}>
        Avbryt
      </button>
    </div>
  );
}
