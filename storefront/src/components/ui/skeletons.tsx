import { Fragment, type ReactNode } from 'react';

/**
 * A list's stand-in while it loads: `count` copies of its placeholder in the list's own container, marked busy,
 * with `status` read out to screen readers.
 */
export function Skeletons({
  className,
  status,
  count,
  children,
}: {
  className: string;
  status: string;
  count: number;
  /** One placeholder. */
  children: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      <span className="visually-hidden" role="status">
        {status}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <Fragment key={index}>{children}</Fragment>
      ))}
    </div>
  );
}
