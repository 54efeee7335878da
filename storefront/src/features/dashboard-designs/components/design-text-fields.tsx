import { DESIGN_LIMITS } from '@russ/schema/designs/design-rules';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import type { FieldErrorMap } from '@/lib/field-errors';

/** A design's name (required) and description within the design limits: the upload form and 'Rediger'. */
export function DesignTextFields({
  nameLabel,
  name,
  description,
  onName,
  onDescription,
  errors,
  disabled,
  descriptionPlaceholder,
}: {
  nameLabel: string;
  name: string;
  description: string;
  onName: (name: string) => void;
  onDescription: (description: string) => void;
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
        value={name}
        onChange={(event) => onName(event.target.value)}
        error={errors.name}
      />
      <TextAreaField
        label="Beskrivelse"
        name="description"
        rows={3}
        maxLength={DESIGN_LIMITS.description}
        disabled={disabled}
        placeholder={descriptionPlaceholder}
        value={description}
        onChange={(event) => onDescription(event.target.value)}
        error={errors.description}
      />
    </>
  );
}
