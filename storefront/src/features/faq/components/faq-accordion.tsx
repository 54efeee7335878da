import { useId, useRef, type KeyboardEvent } from 'react';
import type { FaqTopicGroup } from '@/features/faq/api/get-faq-items';
import { LineIcon } from '@/components/ui/icon';
import { useHydrated } from '@/lib/hydrated';
import styles from './faq-accordion.module.css';

type FaqAccordionProps = {
  groups: readonly FaqTopicGroup[];
  /** The open question (its text: it stays open when the server's list replaces the seeded one); null: none. */
  openQuestion: string | null;
  onOpenChange: (question: string | null) => void;
};

/**
 * The FAQ as an accordion grouped by topic: one answer open at a time, and clicking the open question closes it.
 * Each question is a button with aria-expanded/aria-controls; Arrow Up/Down, Home and End move between questions.
 */
export function FaqAccordion({ groups, openQuestion, onOpenChange }: FaqAccordionProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
    if (!keys.includes(event.key) || !listRef.current) return;
    const buttons = [...listRef.current.querySelectorAll<HTMLButtonElement>('button[data-faq-question]')];
    const index = buttons.indexOf(event.currentTarget);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? buttons.length - 1
          : (index + (event.key === 'ArrowDown' ? 1 : -1) + buttons.length) % buttons.length;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <div ref={listRef} className={styles.groups}>
      {groups.map((group, groupIndex) => {
        const headingId = `${baseId}-topic-${groupIndex}`;
        return (
          <section key={group.topic} className={styles.group} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.topic}>
              {group.topic}
            </h2>
            <div className={styles.items}>
              {group.items.map((item, itemIndex) => {
                const open = openQuestion === item.question;
                const buttonId = `${baseId}-q-${groupIndex}-${itemIndex}`;
                const panelId = `${baseId}-a-${groupIndex}-${itemIndex}`;
                return (
                  <div key={item.question} className={styles.item} data-open={open}>
                    <h3 className={styles.questionHeading}>
                      <button
                        type="button"
                        id={buttonId}
                        className={styles.question}
                        aria-expanded={open}
                        aria-controls={panelId}
                        data-faq-question=""
                        disabled={!hydrated}
                        onClick={() => onOpenChange(open ? null : item.question)}
                        onKeyDown={onKeyDown}
                      >
                        <span>{item.question}</span>
                        <LineIcon d="m6 9 6 6 6-6" size={20} className={styles.chevron} />
                      </button>
                    </h3>
                    <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!open}>
                      <p>{item.answer}</p>
                    </div>
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
