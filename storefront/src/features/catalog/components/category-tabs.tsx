import { useRef, type KeyboardEvent } from 'react';
import { tabIndexForKey } from '@/lib/tab-keys';
import { useHydrated } from '@/lib/hydrated';
import styles from './category-tabs.module.css';

export type CategoryTab = { value: string; label: string };

type CategoryTabsProps = {
  tabs: readonly CategoryTab[];
  selected: string;
  onSelect: (value: string) => void;
  /** id prefix; the panel is `${idBase}-panel`. */
  idBase: string;
  label: string;
};

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${encodeURIComponent(value)}`;

/**
 * An accessible tab list (WAI-ARIA tabs, automatic activation): one tab in the tab order, arrow keys move and
 * select, Home and End go to the first and last tab.
 */
export function CategoryTabs({ tabs, selected, onSelect, idBase, label }: CategoryTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const hydrated = useHydrated();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexForKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].value);
    refs.current[next]?.focus();
  };

  return (
    <div className={styles.tablist} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const active = tab.value === selected;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            id={tabId(idBase, tab.value)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={`${idBase}-panel`}
            tabIndex={active ? 0 : -1}
            disabled={!hydrated}
            className={`${styles.tab} ${active ? styles.active : ''}`}
            onClick={() => onSelect(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
