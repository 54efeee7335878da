import type { ReactNode } from 'react';

/**
 * A note in a quieter colour, for pages on the console's first load (sign-in, Oversikt): antd's `Typography.Text
 * type="secondary"` without Typography's code (its editing and copying parts), and dark enough (0.65 black) to
 * keep a contrast of 4.5:1 on the grey page and the sign-in page's tint, where antd's 0.45 black falls short.
 */
export function MutedText({ children }: { children: ReactNode }) {
  return <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{children}</span>;
}
