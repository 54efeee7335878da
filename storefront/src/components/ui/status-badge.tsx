import type { ReactNode } from 'react';
import styles from './status-badge.module.css';

/** A coloured status label (designs, threads, groups); `tone` is the status's shared tone, 'neutral' if unknown. */
export function StatusPill({ tone, testId, children }: { tone: string; testId?: string; children: ReactNode }) {
  return (
    <span className={styles.badge} data-tone={tone} data-testid={testId}>
      {children}
    </span>
  );
}
