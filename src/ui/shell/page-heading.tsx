import type { ReactNode } from 'react';

/** A page's question or title. Focus moves here on client-side navigation (see app-shell). */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 tabIndex={-1} className="text-3xl font-bold leading-tight text-ink focus:outline-none sm:text-4xl">
      {children}
    </h1>
  );
}
