import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styles from './toast.module.css';
import { LineIcon } from './icon';

/** Spec: one toast at a time, shown for 5000 ms unless told otherwise. */
export const TOAST_DURATION_MS = 5000;

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds before it closes by itself. */
  duration?: number;
  action?: ReactNode;
};

type ActiveToast = ToastOptions & { id: number };
type ToastApi = { toast: (options: ToastOptions) => void; dismiss: () => void };

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveToast | null>(null);
  const nextId = useRef(1);

  const toast = useCallback((options: ToastOptions) => {
    // A new toast replaces the one on screen: at most one is visible.
    setActive({ ...options, id: nextId.current++ });
  }, []);
  const dismiss = useCallback(() => setActive(null), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport active={active} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastViewport({ active, onDismiss }: { active: ActiveToast | null; onDismiss: () => void }) {
  const destructive = active?.variant === 'destructive';
  // The polite live region stays in the DOM so screen readers announce what is put into it; an error toast is
  // its own role="alert" element, announced at once when it appears.
  return (
    <section className={styles.viewport} aria-label="Varsler">
      <div role="status" aria-live="polite" aria-atomic="true">
        {active && !destructive ? <ToastCard key={active.id} toast={active} onDismiss={onDismiss} /> : null}
      </div>
      {active && destructive ? (
        <div role="alert" aria-atomic="true">
          <ToastCard key={active.id} toast={active} onDismiss={onDismiss} />
        </div>
      ) : null}
    </section>
  );
}

function ToastCard({ toast, onDismiss }: { toast: ActiveToast; onDismiss: () => void }) {
  const duration = toast.duration ?? TOAST_DURATION_MS;
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(onDismiss, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, onDismiss]);

  return (
    <div
      className={`${styles.toast} ${toast.variant === 'destructive' ? styles.destructive : ''}`}
      data-variant={toast.variant ?? 'default'}
      data-testid="toast"
      // Keyboard users who move into the toast (its close button or action) get time to read it. A pointer that
      // merely rests where the toast appears does not hold it: it closes after its time (storefront §9).
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
        {toast.action ? <div className={styles.action}>{toast.action}</div> : null}
      </div>
      <button type="button" className={styles.close} onClick={onDismiss} aria-label="Lukk varsel">
        <LineIcon d="M6 6l12 12M18 6 6 18" size={16} linecap="round" />
      </button>
    </div>
  );
}
