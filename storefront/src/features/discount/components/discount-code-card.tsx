import { useRef } from 'react';
import { useCopyToClipboard } from '@/features/discount/hooks/use-copy-to-clipboard';
import { LineIcon } from '@/components/ui/icon';
import { useHydrated } from '@/lib/hydrated';
import styles from './discount-code-card.module.css';

/** The discount code with a copy button that reads 'Kopiert!' for two seconds after copying. */
export function DiscountCodeCard({ code, percent }: { code: string; percent: number }) {
  const { state, copy } = useCopyToClipboard();
  const codeRef = useRef<HTMLElement>(null);
  const hydrated = useHydrated();

  const selectCode = () => {
    const element = codeRef.current;
    const selection = window.getSelection();
    if (!element || !selection) return;
    selection.selectAllChildren(element);
  };

  return (
    <div className={styles.card}>
      <p className={styles.label}>Din rabattkode</p>
      <code ref={codeRef} className={styles.code}>
        {code}
      </code>
      <p className={styles.value}>{percent}% rabatt på hele bestillingen</p>
      <button
        type="button"
        className={`btn btn-primary ${styles.copy}`}
        data-copied={state === 'copied'}
        disabled={!hydrated}
        onClick={async () => {
          if (!(await copy(code))) selectCode();
        }}
      >
        {state === 'copied' ? (
          <LineIcon d="M20 6 9 17l-5-5" size={20} strokeWidth="2.5" linecap="round" />
        ) : (
          <LineIcon d="M9 9h11v11H9zM5 15H4V4h11v1" size={20} linejoin="round" />
        )}
        {state === 'copied' ? 'Kopiert!' : 'Kopier kode'}
      </button>
      <p className={styles.status} role="status" aria-live="polite">
        {state === 'copied' ? `Rabattkoden ${code} er kopiert.` : ''}
        {state === 'failed' ? 'Kunne ikke kopiere automatisk. Koden er markert – kopier den selv.' : ''}
      </p>
    </div>
  );
}
