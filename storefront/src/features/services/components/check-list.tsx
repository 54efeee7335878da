import { Icon } from '@/components/ui/icon';
import styles from './check-list.module.css';

/** A list with a tick before each item. */
export function CheckList({
  items,
  label,
  tone = 'light',
}: {
  items: readonly string[];
  label?: string;
  tone?: 'light' | 'dark';
}) {
  return (
    <ul className={styles.list} aria-label={label} data-tone={tone}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <span className={styles.tick}>
            <Icon name="check" size={16} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
