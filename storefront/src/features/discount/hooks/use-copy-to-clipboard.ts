import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '@russ/schema/common/timings';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Writes text to the clipboard: 'copied' for `confirmMs` (2000 ms, storefront §9), then back to 'idle'.
 * 'failed' when the browser refuses (no permission, insecure page); the caller then lets the visitor copy by hand.
 */
export function useCopyToClipboard(confirmMs: number = COPY_CONFIRMATION_MS) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        setState('failed');
        return false;
      }
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), confirmMs);
      return true;
    },
    [confirmMs],
  );

  return { state, copy };
}
