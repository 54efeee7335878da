import { Icon, type IconName } from '@/components/ui/icon';
import { useDashboardCounts } from '@/lib/dashboard-counts';
import styles from './dashboard.module.css';

type CounterKey = 'orders' | 'designs' | 'groups' | 'messages' | 'addresses' | 'unusedCoupons';

const COUNTERS: { key: CounterKey; label: string; icon: IconName }[] = [
  { key: 'orders', label: 'Ordrer', icon: 'truck' },
  { key: 'designs', label: 'Design', icon: 'palette' },
  { key: 'groups', label: 'Grupper', icon: 'users' },
  { key: 'messages', label: 'Meldinger', icon: 'mail' },
  { key: 'addresses', label: 'Adresser', icon: 'pin' },
  { key: 'unusedCoupons', label: 'Ubrukte kuponger', icon: 'tag' },
];

/**
 * The six summary counters (customer-area §2): groups count coordinated plus member-of. They come from the
 * dashboard's first request through the cache and follow every change that counts (see `withCounts`).
 */
export function DashboardCounters() {
  const counts = useDashboardCounts();
  if (!counts) return null;
  return (
    <section aria-label="Oversikt" className={styles.counters}>
      <dl className={styles.counterGrid}>
        {COUNTERS.map(({ key, label, icon }) => (
          <div key={key} className={styles.counter} data-testid={`counter-${key}`}>
            <dt className={styles.counterLabel}>
              <span className={styles.counterIcon}>
                <Icon name={icon} size={18} />
              </span>
              {label}
            </dt>
            <dd className={styles.counterValue}>{counts[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
