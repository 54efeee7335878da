import {
  Component,
  Suspense,
  useRef,
  type ComponentType,
  type KeyboardEvent,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { tabIndexForKey } from '@/lib/tab-keys';
import styles from './dashboard.module.css';

export interface DashboardTab<Id extends string = string> {
  id: Id;
  label: string;
  /** The tab's content, loaded when the tab is first shown. */
  Panel: LazyExoticComponent<ComponentType>;
}

/**
 * The dashboard's tabs (WAI-ARIA tabs pattern): a tablist where arrow keys, Home and End move between tabs and
 * select them, and one tabpanel showing the selected tab's lazily loaded content.
 */
export function DashboardTabs<Id extends string>({
  tabs,
  selected,
  onSelect,
}: {
  tabs: readonly DashboardTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current.id);
    const next = tabIndexForKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    buttons.current.get(tabs[next].id)?.focus();
  };

  const Panel = current.Panel;
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label="Kundeområde" className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`panel-${current.id}`}
        aria-labelledby={`tab-${current.id}`}
        tabIndex={0}
        className={styles.panel}
      >
        <Suspense
          fallback={
            <div className={styles.panelLoading} role="status">
              <span className="spinner" aria-hidden="true" />
              <span>Laster...</span>
            </div>
          }
        >
          <PanelErrorBoundary key={current.id}>
            <Panel />
          </PanelErrorBoundary>
        </Suspense>
      </div>
    </div>
  );
}

/** A tab that fails to load or render shows a message inside its panel; the rest of the dashboard keeps working. */
class PanelErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[dashboard] tab failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.panelError} role="alert">
        <p>Kunne ikke vise denne fanen. Prøv igjen senere.</p>
        <button type="button" className="btn btn-outline" onClick={() => this.setState({ failed: false })}>
          Prøv igjen
        </button>
      </div>
    );
  }
}
