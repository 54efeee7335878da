import type { ReactNode } from 'react';
import type { StatusTone } from '@russ/schema/common/status-tone';
import { LineIcon } from './icon';
import { STATUS_ICON_PATHS, type StatusIconName } from './status-icons';
import styles from './status-badge.module.css';

/** The class that gives an element its `data-tone` colours (`--tone-bg`, `--tone-fg`), e.g. a status icon's disc. */
export const toneClassName = styles.tone;

export function StatusIcon({ name, size = 20 }: { name: StatusIconName; size?: number }) {
  return <LineIcon d={STATUS_ICON_PATHS[name]} size={size} linecap="round" linejoin="round" />;
}

/**
 * A coloured status label for every status of the customer area (orders, quotes, invoices, returns, shipments,
 * coupons, designs, threads, groups); `tone` is the status's shared tone, so storefront and admin agree.
 */
export function StatusBadge({
  tone,
  icon,
  testId,
  children,
}: {
  tone: StatusTone | string;
  icon?: StatusIconName;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <span className={styles.badge} data-tone={tone} data-testid={testId}>
      {icon ? <StatusIcon name={icon} size={14} /> : null}
      {children}
    </span>
  );
}
