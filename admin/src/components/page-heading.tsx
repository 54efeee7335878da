import type { ReactNode } from 'react';

/** A console page's title as its heading (level 2, under the console's name), for PageContainer's `title`. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <span role="heading" aria-level={2}>
      {children}
    </span>
  );
}
