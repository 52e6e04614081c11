// A part of the page that scrolls on its own (a table, a long list), so the page fits a till's
// screen; focusable, so its content can be scrolled from the keyboard too.
import type { ReactNode } from 'react';

export function ScrollBox({
  className,
  label,
  children,
}: {
  className: string;
  /** What it holds, said by screen readers as the region's name. */
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
