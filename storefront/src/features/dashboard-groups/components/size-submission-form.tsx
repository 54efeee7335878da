import { useState, type FormEvent } from 'react';
import { colourLabel } from '@russ/schema/catalog/colours';
import { GROUP_LIMITS, GROUP_MESSAGES, SUBMISSION_COLOURS, SUBMISSION_SIZES } from '@russ/schema/groups/group-rules';
import { sizeSubmissionInput } from '@russ/schema/groups/group.validators';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { toFieldErrorMap, type FieldErrorMap } from '@/lib/field-errors';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { GroupSizeLineFragment, useGroupProducts, useSubmitSizes } from '@/features/dashboard-groups/api/groups';
import { FormAlert } from './form-alert';
import styles from './groups.module.css';

type LineValues = { productId: string; size: string; color: string; quantity: string; printName: string };

const EMPTY_LINE: LineValues = { productId: '', size: '', color: '', quantity: '1', printName: '' };

/** The earlier submission the form starts from. */
export const SizeSubmissionForm_GroupSizeSubmissionFragment = graphql(`
  fragment SizeSubmissionForm_GroupSizeSubmission on GroupSizeSubmission {
    notes
    lines {
      ...GroupSizeLine
    }
  }
`);

type SizeSubmissionFormProps = {
  groupId: string;
  groupName: string;
  /** The caller's earlier submission, to edit. */
  existing?: FragmentType<typeof SizeSubmissionForm_GroupSizeSubmissionFragment> | null;
  /** The deadline has passed (or the group is archived): the form shows why instead of fields. */
  locked: boolean;
  onDone: () => void;
};

/**
 * A member's sizes for one group: per product the size, colour, quantity and the name to print. Saving again
 * replaces the earlier submission; after the deadline the server refuses with the lock message.
 */
export function SizeSubmissionForm({
  groupId,
  groupName,
  existing: existingRef,
  locked,
  onDone,
}: SizeSubmissionFormProps) {
  const existing = getFragmentData(SizeSubmissionForm_GroupSizeSubmissionFragment, existingRef);
  const [lines, setLines] = useState<LineValues[]>(() =>
    existing && existing.lines.length > 0
      ? getFragmentData(GroupSizeLineFragment, existing.lines).map((line) => ({
          productId: line.productId == null ? '' : String(line.productId),
          size: line.size ?? '',
          color: line.color ?? '',
          quantity: String(line.quantity),
          printName: line.printName ?? '',
        }))
      : [EMPTY_LINE],
  );
  const [notes, setNotes] = useState(existing?.notes ?? '');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(locked ? GROUP_MESSAGES.submissionsLocked : null);
  const products = useGroupProducts();
  const [submit, submitting] = useSubmitSizes();
  const { toast } = useToast();

  const productList = products.data?.products ?? [];

  const setLine = (index: number, field: keyof LineValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setLines((current) =>
      current.map((line, i) => {
        if (i !== index) return line;
        const next = { ...line, [field]: value };
        // Picking a product suggests its main colour when none is chosen yet.
        if (field === 'productId' && !line.color) {
          const colour = productList.find((p) => p.id === value)?.color;
          if (colour && SUBMISSION_COLOURS.includes(colour)) next.color = colour;
        }
        return next;
      }),
    );
    setErrors((current) => ({ ...current, [`items.${index}.${field}`]: undefined, items: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const form = event.currentTarget;
    const input = {
      items: lines.map((line) => ({
        productId: line.productId,
        size: line.size,
        color: line.color,
        quantity: line.quantity,
        printName: line.printName,
      })),
      notes,
    };
    const parsed = sizeSubmissionInput.safeParse(input);
    if (!parsed.success) {
      setErrors(
        toFieldErrorMap(parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }))),
      );
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      const outcome = await submit(groupId, parsed.data);
      if (outcome.status === 'ok') {
        toast({ title: outcome.value, description: groupName });
        onDone();
      } else if (outcome.status === 'invalid') {
        setErrors(outcome.fieldErrors);
        setFormError(outcome.message);
      } else {
        setFormError(outcome.message);
      }
    } catch (error) {
      console.error('[groups] submitting sizes failed', error);
      setFormError('Noe gikk galt. Prøv igjen senere.');
    }
  };

  return (
    <form className={styles.formCard} onSubmit={onSubmit} noValidate aria-label={`Størrelser for ${groupName}`}>
      <h5>Størrelser for {groupName}</h5>
      {lines.map((line, index) => (
        <fieldset className={styles.line} key={index}>
          <legend>Produkt {index + 1}</legend>
          <div className={styles.lineFields}>
            <SelectField
              label="Produkt"
              value={line.productId}
              onChange={setLine(index, 'productId')}
              error={errors[`items.${index}.productId`]}
              disabled={locked}
            >
              <option value="">{products.loading ? 'Laster produkter...' : 'Velg produkt'}</option>
              {productList.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Størrelse"
              value={line.size}
              onChange={setLine(index, 'size')}
              error={errors[`items.${index}.size`]}
              disabled={locked}
            >
              <option value="">Velg</option>
              {SUBMISSION_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Farge"
              value={line.color}
              onChange={setLine(index, 'color')}
              error={errors[`items.${index}.color`]}
              disabled={locked}
            >
              <option value="">Velg</option>
              {SUBMISSION_COLOURS.map((colour) => (
                <option key={colour} value={colour}>
                  {colourLabel(colour)}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Antall"
              type="number"
              inputMode="numeric"
              min={1}
              max={GROUP_LIMITS.quantity}
              value={line.quantity}
              onChange={setLine(index, 'quantity')}
              error={errors[`items.${index}.quantity`]}
              disabled={locked}
            />
            <TextField
              label="Navn på trykk"
              maxLength={GROUP_LIMITS.printName}
              placeholder="Valgfritt"
              value={line.printName}
              onChange={setLine(index, 'printName')}
              error={errors[`items.${index}.printName`]}
              disabled={locked}
            />
          </div>
          {lines.length > 1 && !locked ? (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => setLines((current) => current.filter((_, i) => i !== index))}
            >
              Fjern produkt {index + 1}
            </button>
          ) : null}
        </fieldset>
      ))}
      {errors.items ? <p className="field-error">{errors.items}</p> : null}
      {!locked && lines.length < GROUP_LIMITS.items ? (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setLines((current) => [...current, EMPTY_LINE])}
        >
          + Legg til produkt
        </button>
      ) : null}
      <TextAreaField
        label="Kommentar til koordinatoren"
        rows={2}
        maxLength={GROUP_LIMITS.notes}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        error={errors.notes}
        disabled={locked}
      />
      <FormAlert message={formError} />
      <div className={styles.actions}>
        {/* Not disabled when locked: the server has the last word, and says why. */}
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Lagrer...' : 'Lagre størrelser'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Lukk
        </button>
      </div>
    </form>
  );
}
