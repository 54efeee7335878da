import type { ReactNode } from 'react';
import styles from './status-panel.module.css';

type StatusPanelProps = {
  code?: string;
  /** A short status line between the code and the heading (e.g. '404 - Siden ikke funnet'). */
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'danger' | 'success';
};

/** A centred card for error, empty and confirmation states. */
export function StatusPanel({ code, eyebrow, title, children, actions, tone = 'neutral' }: StatusPanelProps) {
  return (
    <div className={`container ${styles.wrap}`}>
      <div className={`card ${styles.panel}`} data-tone={tone}>
        {code ? <p className={styles.code}>{code}</p> : null}
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.text}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
