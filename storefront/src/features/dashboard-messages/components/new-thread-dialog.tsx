import { useState, type FormEvent } from 'react';
import { THREAD_TYPE_LABELS, THREAD_TYPES, type ThreadType } from '@russ/schema/messages/thread-status';
import { MESSAGE_LIMITS } from '@russ/schema/messages/message-rules';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import type { FieldErrorMap } from '@/lib/field-errors';
import type { RelatedOption } from '@/features/dashboard-messages/api/messages-tab-area';
import { useStartMessageThread } from '@/features/dashboard-messages/api/thread';
import { Dialog } from '@/components/ui/dialog';
import styles from './messages.module.css';

const ERROR = 'Noe gikk galt. Prøv igjen senere.';

/** A select of the customer's own orders, designs or groups; empty value = none. Hidden when there are none. */
function RelatedSelect({
  label,
  name,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  options: RelatedOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  if (options.length === 0) return null;
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    >
      <option value="">Ingen</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

type RelatedField = 'relatedOrderId' | 'relatedDesignId' | 'relatedGroupId';

/** The three selects of what a message is about, in this order. */
const RELATED_SELECTS = [
  { name: 'relatedOrderId', label: 'Gjelder ordre', options: 'orders' },
  { name: 'relatedDesignId', label: 'Gjelder design', options: 'designs' },
  { name: 'relatedGroupId', label: 'Gjelder gruppe', options: 'groups' },
] as const satisfies readonly { name: RelatedField; label: string; options: string }[];

/** 'Ny melding': subject, type (support / order / general), optionally an order, design or group, and the message. */
export function NewThreadDialog({
  related,
  onClose,
  onStarted,
}: {
  related: { orders: RelatedOption[]; designs: RelatedOption[]; groups: RelatedOption[] };
  onClose: () => void;
  onStarted: (threadId: string) => void;
}) {
  const [subject, setSubject] = useState('');
  const [type, setType] = useState<ThreadType>('general');
  const [body, setBody] = useState('');
  const [relatedIds, setRelatedIds] = useState<Record<RelatedField, string>>({
    relatedOrderId: '',
    relatedDesignId: '',
    relatedGroupId: '',
  });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const { startThread, sending } = useStartMessageThread();
  const { toast } = useToast();

  const asId = (value: string) => (value ? Number(value) : null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    try {
      const outcome = await startThread({
        subject,
        type,
        body,
        relatedOrderId: asId(relatedIds.relatedOrderId),
        relatedDesignId: asId(relatedIds.relatedDesignId),
        relatedGroupId: asId(relatedIds.relatedGroupId),
      });
      if (outcome.status === 'sent') {
        toast({ title: 'Meldingen er sendt', description: 'Vi svarer deg så snart vi kan.' });
        onStarted(outcome.threadId);
      } else {
        setErrors(outcome.fieldErrors);
        toast({ variant: 'destructive', title: 'Kunne ikke sende meldingen', description: outcome.message });
      }
    } catch (err) {
      console.error('[messages] start failed', err);
      toast({ variant: 'destructive', title: 'Kunne ikke sende meldingen', description: ERROR });
    }
  };

  return (
    <Dialog title="Ny melding" description="Skriv til oss, så svarer vi her i kundeområdet." onClose={onClose} wide>
      <form className="form-grid" onSubmit={onSubmit} aria-label="Ny melding">
        <TextField
          label="Emne"
          name="subject"
          marked
          required
          maxLength={MESSAGE_LIMITS.subject}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          error={errors.subject}
        />
        <SelectField
          label="Type"
          name="type"
          value={type}
          onChange={(event) => setType(event.target.value as ThreadType)}
          error={errors.type}
        >
          {THREAD_TYPES.map((value) => (
            <option key={value} value={value}>
              {THREAD_TYPE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <div className={styles.relatedGrid}>
          {RELATED_SELECTS.map(({ name, label, options }) => (
            <RelatedSelect
              key={name}
              label={label}
              name={name}
              options={related[options]}
              value={relatedIds[name]}
              onChange={(value) => setRelatedIds((current) => ({ ...current, [name]: value }))}
              error={errors[name]}
            />
          ))}
        </div>
        <TextAreaField
          label="Melding"
          name="body"
          marked
          required
          rows={5}
          maxLength={MESSAGE_LIMITS.body}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={errors.body}
        />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Sender...' : 'Send melding'}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Avbryt
          </button>
        </div>
      </form>
    </Dialog>
  );
}
