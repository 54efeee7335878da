import { useId, useState, type FormEvent } from 'react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { formatNok } from '@russ/schema/common/money';
import { RETURN_LIMITS, RETURN_MESSAGES, returnReasonsFor } from '@russ/schema/returns/return-reasons';
import { SelectField, TextAreaField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import type { FieldErrorMap } from '@/lib/field-errors';
import { useRequestReturn } from '@/features/dashboard-returns/api/request-return';
import { colourName } from '@/lib/colour-name';
import { returnStatusView } from '@/features/dashboard-returns/utils/return-display';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import styles from '@/styles/dashboard-lists.module.css';

export const ReturnDialog_CustomerOrderFragment = graphql(`
  fragment ReturnDialog_CustomerOrder on CustomerOrder {
    id
    orderNumber
    items {
      id
      name
      size
      color
      quantity
      unitPrice
      isCustom
    }
  }
`);

export const ReturnDialog_CustomerReturnFragment = graphql(`
  fragment ReturnDialog_CustomerReturn on CustomerReturn {
    id
    orderItemId
    status
  }
`);

/**
 * 'Returner' on a delivered order: pick the lines to send back, a reason and (optionally) a description. Lines
 * that already have an open return are shown but cannot be picked. The server checks everything again.
 */
export function ReturnDialog({
  order: orderRef,
  returns: returnRefs,
  onClose,
  onFiled,
}: {
  order: FragmentType<typeof ReturnDialog_CustomerOrderFragment>;
  /** Returns already filed for this order. */
  returns: readonly FragmentType<typeof ReturnDialog_CustomerReturnFragment>[];
  onClose: () => void;
  onFiled: () => Promise<unknown>;
}) {
  const order = getFragmentData(ReturnDialog_CustomerOrderFragment, orderRef);
  const returns = getFragmentData(ReturnDialog_CustomerReturnFragment, returnRefs);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrorMap>({});
  const { requestReturn, sending } = useRequestReturn();
  const { toast } = useToast();
  const itemsLabelId = useId();
  const itemsErrorId = useId();

  const openReturn = new Map(
    returns.filter((r) => r.status !== 'rejected' && r.orderItemId != null).map((r) => [String(r.orderItemId), r]),
  );
  const lines = order.items.filter((item): item is typeof item & { id: string } => item.id != null);
  // The terms: custom items (a design or a print name) can be returned only as a complaint about a defect.
  const customChosen = lines.some((item) => item.isCustom && selected.has(item.id));
  const reasons = returnReasonsFor(customChosen);

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
    // A custom item leaves only the defect complaint: another chosen reason no longer applies.
    const allowed = returnReasonsFor(lines.some((item) => item.isCustom && next.has(item.id)));
    if (reason && !(allowed as readonly string[]).includes(reason)) setReason('');
    setFieldErrors((current) => ({ ...current, orderItemIds: undefined, reason: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    // The same rules as the server's validator, so the common mistakes are shown without a round trip.
    const errors: FieldErrorMap = {};
    if (selected.size === 0) errors.orderItemIds = RETURN_MESSAGES.items;
    if (!reason) errors.reason = RETURN_MESSAGES.reason;
    if (description.trim().length > RETURN_LIMITS.description) errors.description = RETURN_MESSAGES.description;
    if (Object.keys(errors).length > 0) {
      setFieldErrors(errors);
      return;
    }
    try {
      const outcome = await requestReturn({
        orderId: Number(order.id),
        orderItemIds: [...selected].map(Number),
        reason,
        description: description.trim() || null,
      });
      if (outcome.status === 'invalid') {
        setFieldErrors(outcome.fieldErrors);
        if (outcome.fieldErrors.orderId) {
          toast({ variant: 'destructive', title: 'Kunne ikke melde retur', description: outcome.fieldErrors.orderId });
        }
        return;
      }
      await onFiled();
      toast({
        title: 'Returen er meldt',
        description: 'Vi har fått returforespørselen din og svarer deg på e-post så snart vi har sett på den.',
      });
      onClose();
    } catch (error) {
      console.error('[orders] return request failed', error);
      toast({ variant: 'destructive', title: 'Feil', description: 'Noe gikk galt. Prøv igjen senere.' });
    }
  };

  return (
    <Dialog title="Returner varer" description={`Ordre ${order.orderNumber}`} onClose={onClose}>
      {lines.length === 0 ? (
        <p>Denne ordren kan ikke returneres her. Kontakt oss, så hjelper vi deg.</p>
      ) : (
        <form className="form-grid" onSubmit={onSubmit} aria-label="Returner varer" noValidate>
          <fieldset
            className={styles.fieldset}
            aria-describedby={fieldErrors.orderItemIds ? itemsErrorId : undefined}
            aria-invalid={fieldErrors.orderItemIds ? true : undefined}
          >
            <legend id={itemsLabelId} className="field-label">
              Hvilke varer vil du returnere?
            </legend>
            <ul className={styles.plainList}>
              {lines.map((item) => {
                const open = openReturn.get(item.id);
                const details = [item.size ? `str. ${item.size}` : null, colourName(item.color)]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <li key={item.id}>
                    <label className={styles.checkRow} data-disabled={open ? true : undefined}>
                      <input
                        type="checkbox"
                        checked={selected.has(item.id)}
                        disabled={!!open}
                        onChange={() => toggle(item.id)}
                      />
                      <span>
                        <span className={styles.checkTitle}>
                          {item.quantity} × {item.name}
                          {details ? ` (${details})` : ''}
                        </span>
                        {item.isCustom ? (
                          <span className={styles.checkMeta}>
                            Tilpasset produkt: kan bare returneres ved feil eller skade
                          </span>
                        ) : null}
                        <span className={styles.checkMeta}>
                          {open
                            ? `Retur allerede meldt: ${returnStatusView(open.status).label}`
                            : item.unitPrice
                              ? `${formatNok(item.unitPrice)} per stk.`
                              : null}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {fieldErrors.orderItemIds ? (
              <p id={itemsErrorId} className="field-error">
                {fieldErrors.orderItemIds}
              </p>
            ) : null}
          </fieldset>
          <SelectField
            label="Årsak"
            name="reason"
            marked
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setFieldErrors((current) => ({ ...current, reason: undefined }));
            }}
            error={fieldErrors.reason}
            hint={customChosen ? RETURN_MESSAGES.customItemDefectOnly : undefined}
          >
            <option value="" disabled>
              Velg årsak
            </option>
            {reasons.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="Beskrivelse (valgfritt)"
            name="description"
            rows={4}
            maxLength={RETURN_LIMITS.description}
            hint={`${description.length} / ${RETURN_LIMITS.description} tegn`}
            placeholder="Fortell oss gjerne hva som er galt, eller hvilken størrelse du heller vil ha."
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              setFieldErrors((current) => ({ ...current, description: undefined }));
            }}
            error={fieldErrors.description}
          />
          <DialogActions>
            <button type="button" className="btn btn-outline" onClick={onClose}>
              Avbryt
            </button>
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {sending ? 'Sender...' : 'Send returforespørsel'}
            </button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
