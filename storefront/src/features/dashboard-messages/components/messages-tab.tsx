import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadState } from '@/components/ui/load-state';
import {
  useMarkThreadReadInList,
  useMessagesArea,
  useRefreshMessages,
  useRelatedOptions,
} from '@/features/dashboard-messages/api/messages-tab-area';
import { NewThreadDialog } from './new-thread-dialog';
import { QuickContact } from './quick-contact';
import { ThreadDialog } from './thread-dialog';
import { ThreadList } from './thread-list';
import tabStyles from '@/styles/dashboard-tab.module.css';
import styles from './messages.module.css';

type Open = { kind: 'new' } | { kind: 'thread'; threadId: string } | null;

/**
 * The messages tab of the customer dashboard (customer-area §2): a 'Ny melding' button, the thread list with
 * status labels and unread replies, the thread view with replies, and quick contact options (e-mail, chat, FAQ).
 * `?thread=<id>` (the link in the shop's reply mail) opens that thread.
 */
export default function MessagesTab() {
  const { area, error } = useMessagesArea();
  const related = useRelatedOptions();
  const refresh = useRefreshMessages();
  const markRead = useMarkThreadReadInList();
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedThread = searchParams.get('thread');
  const [open, setOpen] = useState<Open>(linkedThread ? { kind: 'thread', threadId: linkedThread } : null);
  const close = () => {
    setOpen(null);
    if (searchParams.has('thread')) {
      const next = new URLSearchParams(searchParams);
      next.delete('thread');
      setSearchParams(next, { replace: true });
    }
  };

  const threads = area?.messageThreads ?? [];
  const openThread = open?.kind === 'thread' ? (threads.find((t) => t.id === open.threadId) ?? null) : null;

  return (
    <div className={tabStyles.tab}>
      <section className={tabStyles.section} aria-labelledby="meldinger">
        <div className={styles.sectionHead}>
          <h2 id="meldinger" className={tabStyles.sectionTitle}>
            Meldinger
          </h2>
          <button type="button" className="btn btn-primary" onClick={() => setOpen({ kind: 'new' })}>
            Ny melding
          </button>
        </div>
        {!area ? (
          <LoadState
            failed={!!error}
            loading="Laster meldinger..."
            failure="Kunne ikke laste meldingene. Prøv igjen senere."
          />
        ) : threads.length === 0 ? (
          <div className={`card ${tabStyles.empty}`}>
            <p className={tabStyles.emptyTitle}>Du har ingen meldinger ennå</p>
            <p className="muted">Lurer du på noe om en bestilling, et design eller en gruppe? Skriv til oss.</p>
          </div>
        ) : (
          <ThreadList threads={threads} onOpen={(threadId) => setOpen({ kind: 'thread', threadId })} />
        )}
      </section>

      <QuickContact onChat={() => setOpen({ kind: 'new' })} />

      {open?.kind === 'new' ? (
        <NewThreadDialog
          related={related}
          onClose={close}
          onStarted={() => {
            setOpen(null);
            void refresh();
          }}
        />
      ) : null}
      {openThread ? (
        <ThreadDialog
          thread={openThread}
          related={related}
          onClose={close}
          onRead={() => markRead(openThread.id)}
          onReplied={() => void refresh()}
        />
      ) : null}
    </div>
  );
}
