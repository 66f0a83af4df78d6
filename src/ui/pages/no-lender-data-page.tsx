import { useEffect } from 'react';
import bootCopy from '../../../copy/en/boot.json';

/**
 * Shown when the lender's package cannot be loaded. It cannot use the lender's copy or theme,
 * so its words come from the small boot copy file bundled with the app.
 */
export function NoLenderDataPage() {
  useEffect(() => {
    document.title = bootCopy.noLenderData.title;
  }, []);
  return (
    <main className="mx-auto max-w-xl px-6 py-16 font-sans text-neutral-900">
      <h1 className="text-3xl font-bold">{bootCopy.noLenderData.title}</h1>
      <p className="mt-4 text-lg">{bootCopy.noLenderData.message}</p>
    </main>
  );
}
