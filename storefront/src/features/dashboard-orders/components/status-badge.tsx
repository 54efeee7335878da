import type { StatusTone } from '@russ/schema/common/status-tone';
import { STATUS_ICON_PATHS, type StatusIconName } from '@/features/dashboard-orders/utils/status-icons';
import styles from './orders.module.css';

export function StatusIcon({ name, size = 20 }: { name: StatusIconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={STATUS_ICON_PATHS[name]} />
    </svg>
  );
}

/** A coloured status label; the colour follows the shared tone so storefront and admin agree. */
export function StatusBadge({ label, tone, icon }: { label: string; tone: StatusTone; icon?: StatusIconName }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {icon ? <StatusIcon name={icon} size={14} /> : null}
      {label}
    </span>
  );
}
