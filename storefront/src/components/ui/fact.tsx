import type { ReactNode } from 'react';

/** One entry of a list of facts (<dl>): the term and its value, laid out by the list's own styles. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
