import { useState, type FormEvent } from 'react';
import { DESIGN_REVIEW_LIMITS } from '@russ/schema/designs/design-review';
import { TextAreaField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { Dialog } from '@/components/ui/dialog';
import { useAnswerProof } from '@/features/dashboard-designs/api/design-proof';
import { useField } from '@/lib/use-form-fields';
import styles from './designs.module.css';

const ERROR = 'Noe gikk galt. Prøv igjen senere.';

/**
 * The shop's proof on a design card: its message, and the customer's answer — `Godkjenn korrektur` (the design
 * becomes approved) or `Be om endringer` (a note to the shop; the design goes back to 'Venter').
 */
export function ProofAnswer({
  designId,
  designName,
  proofMessage,
  canAnswer,
  changeRequest,
  onAnswered,
}: {
  designId: string;
  designName: string;
  proofMessage: string | null;
  canAnswer: boolean;
  changeRequest: string | null;
  onAnswered: () => void;
}) {
  const { approveProof, askForChanges, answering } = useAnswerProof();
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  const { value: note, setValue: setNote, setError: setNoteError, bind: bindNote } = useField();

  const approve = async () => {
    try {
      const outcome = await approveProof(designId);
      if (outcome.status === 'saved') {
        toast({ title: 'Korrekturen er godkjent', description: 'Takk! Vi går videre med designet.' });
        onAnswered();
      } else toast({ variant: 'destructive', title: 'Kunne ikke godkjenne', description: outcome.message });
    } catch (error) {
      console.error('[designs] approve proof failed', error);
      toast({ variant: 'destructive', title: 'Kunne ikke godkjenne', description: ERROR });
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const outcome = await askForChanges(designId, note);
      if (outcome.status === 'saved') {
        toast({ title: 'Endringsønsket er sendt', description: 'Vi lager en ny korrektur og gir deg beskjed.' });
        setAsking(false);
        setNote('');
        onAnswered();
      } else setNoteError(outcome.fieldErrors.note ?? outcome.message);
    } catch (error) {
      console.error('[designs] request changes failed', error);
      toast({ variant: 'destructive', title: 'Kunne ikke sende', description: ERROR });
    }
  };

  return (
    <div className={styles.proof} data-testid="design-proof">
      <p className={styles.proofTitle}>
        <strong>Korrektur fra oss</strong>
        {canAnswer ? ' – venter på svar fra deg' : null}
      </p>
      {proofMessage ? <p className={styles.proofMessage}>{proofMessage}</p> : null}
      {changeRequest ? (
        <p className={styles.proofMessage}>
          <strong>Dine endringsønsker:</strong> {changeRequest}
        </p>
      ) : null}
      {canAnswer ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={`btn btn-primary ${styles.small}`}
            onClick={() => void approve()}
            disabled={answering}
          >
            Godkjenn korrektur
          </button>
          <button
            type="button"
            className={`btn btn-outline ${styles.small}`}
            onClick={() => setAsking(true)}
            disabled={answering}
          >
            Be om endringer
          </button>
        </div>
      ) : null}
      {asking ? (
        <Dialog title={`Be om endringer i ${designName}`} onClose={() => setAsking(false)}>
          <form className="form-grid" onSubmit={(event) => void send(event)} aria-label="Be om endringer">
            <TextAreaField
              label="Hva vil du endre?"
              name="note"
              rows={4}
              marked
              required
              maxLength={DESIGN_REVIEW_LIMITS.changeRequest.max}
              {...bindNote}
            />
            <div className={styles.actions}>
              <button type="submit" className="btn btn-primary" disabled={answering}>
                {answering ? 'Sender...' : 'Send endringsønsker'}
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setAsking(false)}>
                Avbryt
              </button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </div>
  );
}
