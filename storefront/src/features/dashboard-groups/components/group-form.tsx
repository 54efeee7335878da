import { useState, type FormEvent } from 'react';
import { GROUP_STATUSES, GROUP_STATUS_LABELS } from '@russ/schema/groups/group-status';
import { osloDateInputValue } from '@russ/schema/common/dates';
import { GROUP_MESSAGES, isDeadlinePassed } from '@russ/schema/groups/group-rules';
import { createGroupInput, updateGroupInput } from '@russ/schema/groups/group.validators';
import { RequiredTextField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { toFieldErrorMap, type FieldErrorMap } from '@/lib/field-errors';
import { focusFirstInvalid, useFormFields } from '@/lib/use-form-fields';
import type { GroupOutcome } from '@/features/dashboard-groups/api/groups';
import { FormAlert } from './form-alert';
import styles from './groups.module.css';

export type GroupFormValues = {
  name: string;
  school: string;
  graduationYear: string;
  deadline: string;
  maxMembers: string;
  description: string;
  status: string;
};

export const EMPTY_GROUP_FORM: GroupFormValues = {
  name: '',
  school: '',
  graduationYear: '',
  deadline: '',
  maxMembers: '',
  description: '',
  status: 'active',
};

/** The form's values for an existing group (the deadline as the Oslo date it ends on). */
export function groupFormValues(group: {
  name: string;
  school?: string | null;
  graduationYear?: string | null;
  deadline?: string | null;
  maxMembers?: number | null;
  description?: string | null;
  status: string;
}): GroupFormValues {
  return {
    name: group.name,
    school: group.school ?? '',
    graduationYear: group.graduationYear ?? '',
    deadline: group.deadline ? osloDateInputValue(group.deadline) : '',
    maxMembers: group.maxMembers == null ? '' : String(group.maxMembers),
    description: group.description ?? '',
    status: group.status,
  };
}

export type GroupFormPayload = {
  name: string;
  school: string | null;
  graduationYear: string | null;
  deadline: string | null;
  maxMembers: number | null;
  description: string | null;
  status: string;
};

type GroupFormProps = {
  mode: 'create' | 'edit';
  initial?: GroupFormValues;
  onSubmit: (payload: GroupFormPayload) => Promise<GroupOutcome<unknown>>;
  onCancel: () => void;
  busy: boolean;
};

/**
 * Creating or editing a group: name, school, graduation year, deadline, maximum members (empty means
 * 'Ubegrenset') and description; editing adds the status. Checked with the server's validator first.
 */
export function GroupForm({ mode, initial = EMPTY_GROUP_FORM, onSubmit, onCancel, busy }: GroupFormProps) {
  const { values, setErrors, field } = useFormFields(initial);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const form = event.currentTarget;
    const parsed = mode === 'create' ? createGroupInput.safeParse(values) : updateGroupInput.safeParse(values);
    const found: FieldErrorMap = parsed.success
      ? {}
      : toFieldErrorMap(parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message })));
    if (mode === 'create' && parsed.success && parsed.data.deadline && isDeadlinePassed(parsed.data.deadline)) {
      found.deadline = GROUP_MESSAGES.deadlineInPast;
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstInvalid(form);
      return;
    }
    const data = parsed.data;
    try {
      const outcome = await onSubmit({
        name: data.name,
        school: data.school,
        graduationYear: data.graduationYear,
        // The date as picked: the server reads it as the end of that day in Norway.
        deadline: values.deadline.trim() || null,
        maxMembers: data.maxMembers,
        description: data.description,
        status: values.status,
      });
      if (outcome.status === 'invalid') {
        setErrors(outcome.fieldErrors);
        setFormError(outcome.message);
      } else if (outcome.status === 'refused') {
        setFormError(outcome.message);
      }
    } catch (error) {
      console.error('[groups] saving the group failed', error);
      setFormError('Noe gikk galt. Prøv igjen senere.');
    }
  };

  const title = mode === 'create' ? 'Opprett gruppe' : 'Rediger gruppe';
  return (
    <form className={styles.formCard} onSubmit={submit} noValidate aria-label={title}>
      <RequiredTextField label="Gruppenavn" maxLength={100} {...field('name')} />
      <div className="form-grid form-grid-2">
        <TextField label="Skole" autoComplete="organization" {...field('school')} />
        <TextField
          label="Avgangsår"
          inputMode="numeric"
          placeholder="2026"
          maxLength={4}
          {...field('graduationYear')}
        />
      </div>
      <div className="form-grid form-grid-2">
        <TextField
          label="Frist for størrelser"
          type="date"
          hint="Medlemmene kan sende inn og endre størrelser til og med denne dagen."
          {...field('deadline')}
        />
        <TextField
          label="Maks antall medlemmer"
          type="number"
          inputMode="numeric"
          min={1}
          hint="La feltet stå tomt for Ubegrenset."
          {...field('maxMembers')}
        />
      </div>
      <TextAreaField label="Beskrivelse" rows={3} maxLength={1000} {...field('description')} />
      {mode === 'edit' ? (
        <SelectField label="Status" {...field('status')}>
          {GROUP_STATUSES.map((status) => (
            <option key={status} value={status}>
              {GROUP_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      ) : null}
      <FormAlert message={formError} />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Lagrer...' : mode === 'create' ? 'Opprett gruppe' : 'Lagre endringer'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Avbryt
        </button>
      </div>
    </form>
  );
}
