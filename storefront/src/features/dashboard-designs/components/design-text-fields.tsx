import { DESIGN_LIMITS } from '@russ/schema/designs/design-rules';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import type { FieldErrorMap } from '@/lib/field-errors';

/** What a customer writes about a design. */
export type DesignText = { name: string; description: string };

/** A design's name (required) and description within the design limits: the upload form and 'Rediger'. */
export function DesignTextFields({
  nameLabel,
  text,
  onChange,
  errors,
  disabled,
  descriptionPlaceholder,
}: {
  nameLabel: string;
  text: DesignText;
  onChange: (text: DesignText) => void;
  errors: FieldErrorMap;
  disabled?: boolean;
  descriptionPlaceholder?: string;
}) {
  return (
    <>
      <TextField
        label={nameLabel}
        name="name"
        marked
        required
        maxLength={DESIGN_LIMITS.name}
        disabled={disabled}
        value={text.name}
        onChange={(event) => onChange({ ...text, name: event.target.value })}
        error={errors.name}
      />
      <TextAreaField
        label="Beskrivelse"
        name="description"
        rows={3}
        maxLength={DESIGN_LIMITS.description}
        disabled={disabled}
        placeholder={descriptionPlaceholder}
        value={text.description}
        onChange={(event) => onChange({ ...text, description: event.target.value })}
        error={errors.description}
      />
    </>
  );
}
