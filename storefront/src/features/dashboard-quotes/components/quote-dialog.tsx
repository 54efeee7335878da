import { useState, type FormEvent } from 'react';
import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { useQuoteAnswers } from '@/features/dashboard-quotes/api/quote-answers';
import { colourName } from '@/lib/colour-name';
import { quoteStatusView } from '@/features/dashboard-quotes/utils/quote-display';
import { StatusBadge } from '@/components/ui/status-badge';
import { Fact } from '@/components/ui/fact';
import { GoodsTable, orDash } from '@/components/ui/goods-table';
import styles from '@/styles/dashboard-lists.module.css';

const QUOTE_COLUMNS = [
  { label: 'Produkt' },
  { label: 'Størrelse' },
  { label: 'Farge' },
  { label: 'Design' },
  { label: 'Antall', numeric: true },
  { label: 'Pris', numeric: true },
  { label: 'Sum', numeric: true },
] as const;
const REASON_MAX = 1000;

export const QuoteDialog_QuoteFragment = graphql(`
  fragment QuoteDialog_Quote on Quote {
    id
    quoteNumber
    version
    status
    canAnswer
    validUntil
    sentAt
    customerNote
    declineReason
    orderNumber
    lines {
      id
      productName
      description
      size
      color
      quantity
      unitPrice
      subtotal
      designName
      printName
    }
    totals {
      total
      rows {
        key
        label
        amount
        note
      }
    }
  }
`);

type Step = 'view' | 'accept' | 'decline';

/**
 * One quote (admin §2): its lines and the summary (goods, discount, shipping, total, MVA included), the validity,
 * and for a quote that can still be answered `Godta tilbud` and `Avslå`. Accepting asks 'Er du sikker?' and says
 * the order becomes binding with the order confirmation; declining asks for an optional reason. The server's
 * Norwegian refusals (expired, already answered) are shown in the dialog.
 */
export function QuoteDialog({
  quote: quoteRef,
  onClose,
  onAnswered,
}: {
  quote: FragmentType<typeof QuoteDialog_QuoteFragment>;
  onClose: () => void;
  onAnswered: () => Promise<unknown>;
}) {
  const quote = getFragmentData(QuoteDialog_QuoteFragment, quoteRef);
  const { acceptQuote, declineQuote, sending } = useQuoteAnswers();
  const { toast } = useToast();
  const [step, setStep] = useState<Step>('view');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const status = quoteStatusView(quote.status, quote.canAnswer);

  const fail = (cause: unknown) => {
    console.error('[orders] quote answer failed', cause);
    setError('Noe gikk galt. Prøv igjen senere.');
  };

  const onAccept = async () => {
    if (sending) return;
    setError(null);
    try {
      const outcome = await acceptQuote(quote.id);
      if (outcome.status === 'refused') {
        setError(outcome.message);
        setStep('view');
        await onAnswered();
        return;
      }
      await onAnswered();
      toast({
        title: 'Tilbudet er godtatt',
        description:
          outcome.status === 'accepted'
            ? `Ordre ${outcome.orderNumber} er opprettet. Du får ordrebekreftelsen på e-post.`
            : undefined,
      });
      onClose();
    } catch (cause) {
      fail(cause);
    }
  };

  const onDecline = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setError(null);
    if (reason.trim().length > REASON_MAX) {
      setError(`Begrunnelsen kan ha høyst ${REASON_MAX} tegn`);
      return;
    }
    try {
      const outcome = await declineQuote(quote.id, reason.trim() || null);
      if (outcome.status === 'refused') {
        setError(outcome.message);
        await onAnswered();
        return;
      }
      await onAnswered();
      toast({ title: 'Tilbudet er avslått', description: 'Takk for svaret. Vi har gitt beskjed til butikken.' });
      onClose();
    } catch (cause) {
      fail(cause);
    }
  };

  return (
    <Dialog
      title={`Tilbud ${quote.quoteNumber}`}
      description={
        <>
          {quote.version > 1 ? `Versjon ${quote.version} · ` : ''}
          Gyldig til {formatDateNb(quote.validUntil)} · <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        </>
      }
      onClose={() => {
        if (!sending) onClose();
      }}
      wide
    >
      <GoodsTable caption={`Varer i tilbud ${quote.quoteNumber}`} columns={QUOTE_COLUMNS}>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.productName}
                {line.description && line.description !== line.productName ? ` – ${line.description}` : ''}
                {line.printName ? ` (trykk: ${line.printName})` : ''}
              </th>
              <td data-label="Størrelse">{orDash(line.size)}</td>
              <td data-label="Farge">{orDash(colourName(line.color))}</td>
              <td data-label="Design">{orDash(line.designName)}</td>
              <td data-label="Antall" className={styles.num}>
                {line.quantity}
              </td>
              <td data-label="Pris" className={styles.num}>
                {formatNok(line.unitPrice)}
              </td>
              <td data-label="Sum" className={styles.num}>
                {formatNok(line.subtotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </GoodsTable>
      <dl className={styles.facts} aria-label="Sammendrag">
        {quote.totals.rows.map((row) => (
          <div key={row.key} data-testid={`quote-row-${row.key}`}>
            <dt>{row.key === 'total' ? <strong>{row.label}</strong> : row.label}</dt>
            <dd>
              {row.key === 'total' ? <strong>{row.amount}</strong> : row.amount}
              {row.note ? <span className="muted"> ({row.note})</span> : null}
            </dd>
          </div>
        ))}
        {quote.customerNote ? <Fact term="Melding fra oss">{quote.customerNote}</Fact> : null}
        {quote.declineReason ? <Fact term="Din begrunnelse">{quote.declineReason}</Fact> : null}
        {quote.orderNumber ? <Fact term="Ordre">{quote.orderNumber}</Fact> : null}
      </dl>

      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}

      {quote.canAnswer && step === 'view' ? (
        <DialogActions>
          <button type="button" className="btn btn-outline" onClick={() => setStep('decline')}>
            Avslå
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setStep('accept')}>
            Godta tilbud
          </button>
        </DialogActions>
      ) : null}

      {quote.canAnswer && step === 'accept' ? (
        <div role="group" aria-label="Bekreft">
          <p>
            <strong>Er du sikker?</strong> Når du godtar tilbudet, lager vi ordren og sender deg en ordrebekreftelse på
            e-post. Bestillingen er bindende når du har mottatt ordrebekreftelsen.
          </p>
          <DialogActions>
            <button type="button" className="btn btn-outline" onClick={() => setStep('view')} disabled={sending}>
              Avbryt
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void onAccept()} disabled={sending}>
              {sending ? 'Sender...' : 'Ja'}
            </button>
          </DialogActions>
        </div>
      ) : null}

      {quote.canAnswer && step === 'decline' ? (
        <form className="form-grid" onSubmit={onDecline} aria-label="Avslå tilbudet" noValidate>
          <TextAreaField
            label="Begrunnelse (valgfritt)"
            name="reason"
            rows={3}
            maxLength={REASON_MAX}
            hint={`${reason.length} / ${REASON_MAX} tegn`}
            placeholder="Fortell oss gjerne hvorfor, så kan vi kanskje lage et bedre tilbud."
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <p>
            <strong>Er du sikker?</strong> Et avslått tilbud kan ikke godtas senere.
          </p>
          <DialogActions>
            <button type="button" className="btn btn-outline" onClick={() => setStep('view')} disabled={sending}>
              Avbryt
            </button>
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {sending ? 'Sender...' : 'Ja, avslå tilbudet'}
            </button>
          </DialogActions>
        </form>
      ) : null}
    </Dialog>
  );
}
