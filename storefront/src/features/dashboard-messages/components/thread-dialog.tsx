import { useEffect, useRef, type FormEvent } from 'react';
import { MESSAGE_LIMITS } from '@russ/schema/messages/message-rules';
import { formatDateNb } from '@russ/schema/common/dates';
import { TextAreaField } from '@/components/ui/form-field';
import { LoadState } from '@/components/ui/load-state';
import { useToast } from '@/components/ui/toast';
import { shop } from '@/lib/shop';
import { useField } from '@/lib/use-form-fields';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import type { RelatedOption } from '@/features/dashboard-messages/api/messages-tab-area';
import { useMessageThread, useReplyToThread } from '@/features/dashboard-messages/api/thread';
import { Dialog } from '@/components/ui/dialog';
import { threadTypeLabel, ThreadStatusBadge } from './thread-badges';
import styles from './messages.module.css';

const ERROR = 'Noe gikk galt. Prøv igjen senere.';

/** What a thread is about, in words ('Ordre RK-…', a design's or a group's name). */
function relatedText(
  thread: { relatedOrderId?: number | null; relatedDesignId?: number | null; relatedGroupId?: number | null },
  related: { orders: RelatedOption[]; designs: RelatedOption[]; groups: RelatedOption[] },
): string[] {
  const find = (list: RelatedOption[], id: number | null | undefined) => list.find((o) => o.id === id)?.label;
  const parts: string[] = [];
  if (thread.relatedOrderId != null) {
    parts.push(`Gjelder ${find(related.orders, thread.relatedOrderId)?.replace(/^Ordre /, 'ordre ') ?? 'en ordre'}`);
  }
  if (thread.relatedDesignId != null) {
    const name = find(related.designs, thread.relatedDesignId);
    parts.push(name ? `Gjelder designet «${name}»` : 'Gjelder et design');
  }
  if (thread.relatedGroupId != null) {
    const name = find(related.groups, thread.relatedGroupId);
    parts.push(name ? `Gjelder gruppen «${name}»` : 'Gjelder en gruppe');
  }
  return parts;
}

/** What the dialog shows before the thread's messages have loaded. */
export const ThreadDialog_MessageThreadFragment = graphql(`
  fragment ThreadDialog_MessageThread on MessageThread {
    id
    subject
    type
    status
    relatedOrderId
    relatedDesignId
    relatedGroupId
  }
`);

/** The thread's messages, oldest first, and its status: read when the dialog opens and answered by a reply. */
export const ThreadDialog_MessagesFragment = graphql(`
  fragment ThreadDialog_Messages on MessageThread {
    id
    status
    lastMessageAt
    messages {
      id
      senderType
      body
      createdAt
    }
  }
`);

/** One thread: every message, oldest first, and a reply form. Opening it marks the shop's replies read. */
export function ThreadDialog({
  thread: threadRef,
  related,
  onClose,
  onRead,
  onReplied,
}: {
  thread: FragmentType<typeof ThreadDialog_MessageThreadFragment>;
  related: { orders: RelatedOption[]; designs: RelatedOption[]; groups: RelatedOption[] };
  onClose: () => void;
  onRead: () => void;
  onReplied: () => void;
}) {
  const thread = getFragmentData(ThreadDialog_MessageThreadFragment, threadRef);
  const { data, error } = useMessageThread(thread.id);
  const { reply, sending } = useReplyToThread();
  const { value: body, setValue: setBody, setError: setBodyError, bind: bindBody } = useField();
  const { toast } = useToast();
  const endRef = useRef<HTMLLIElement>(null);
  const details = getFragmentData(ThreadDialog_MessagesFragment, data?.messageThread);
  const status = details?.status ?? thread.status;
  const about = relatedText(thread, related);

  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  }, [onRead]);
  const loadedId = details?.id;
  useEffect(() => {
    // Once the server has answered, the thread's replies count as read.
    if (loadedId) onReadRef.current();
  }, [loadedId]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [details?.messages.length]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    try {
      const outcome = await reply(thread.id, body);
      if (outcome.status === 'sent') {
        setBody('');
        setBodyError(null);
        toast({ title: 'Svaret er sendt', description: 'Vi svarer deg så snart vi kan.' });
        onReplied();
      } else {
        setBodyError(outcome.fieldErrors.body ?? outcome.message);
      }
    } catch (err) {
      console.error('[messages] reply failed', err);
      toast({ variant: 'destructive', title: 'Kunne ikke sende svaret', description: ERROR });
    }
  };

  return (
    <Dialog
      title={thread.subject}
      description={
        <span className={styles.threadHeaderMeta}>
          <span>{threadTypeLabel(thread.type)}</span>
          <ThreadStatusBadge status={status} />
          {about.map((text) => (
            <span key={text}>{text}</span>
          ))}
        </span>
      }
      onClose={onClose}
      wide
    >
      {!details ? (
        <LoadState
          failed={!!error}
          loading="Laster samtalen..."
          failure="Kunne ikke laste samtalen. Prøv igjen senere."
        />
      ) : (
        <ol className={styles.messages} aria-label="Meldinger" data-testid="thread-messages">
          {details.messages.map((message, index) => {
            const mine = message.senderType === 'customer';
            return (
              <li
                key={message.id}
                ref={index === details.messages.length - 1 ? endRef : undefined}
                className={styles.message}
                data-mine={mine || undefined}
              >
                <span className={styles.messageSender}>
                  {mine ? 'Du' : shop.name}
                  <span aria-hidden="true"> · </span>
                  <time dateTime={message.createdAt}>{formatDateNb(message.createdAt, 'datetime')}</time>
                </span>
                <p className={styles.messageBody}>{message.body}</p>
              </li>
            );
          })}
        </ol>
      )}
      {status === 'closed' ? <p className="muted">Samtalen er lukket. Skriver du et svar, åpnes den igjen.</p> : null}
      <form className="form-grid" onSubmit={onSubmit} aria-label="Svar">
        <TextAreaField label="Svar" name="body" rows={3} required maxLength={MESSAGE_LIMITS.body} {...bindBody} />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Sender...' : 'Send svar'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
