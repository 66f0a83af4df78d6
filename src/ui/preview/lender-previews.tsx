// What the preview pages share: every lender's package and copy, loaded once per page, and the
// list of lenders that leads to each one's section.
import { useEffect, useState } from 'react';
import type { i18n } from 'i18next';
import { fetchLenderIndex, fetchLenderPackage } from '@/api/lender-package';
import type { LenderPackage } from '@/engine/lender/lender-package';
import { initI18n } from '../i18n/init-i18n';

export interface LenderPreview {
  pkg: LenderPackage;
  i18n: i18n;
}

/** Every lender of the index with its copy (null while loading); the only pages that download them all. */
export function useLenderPreviews(title: string): { previews: LenderPreview[] | null; failed: string | null } {
  const [previews, setPreviews] = useState<LenderPreview[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    document.title = title;
    let cancelled = false;
    (async () => {
      const index = await fetchLenderIndex();
      const loaded = await Promise.all(
        index.orgCodes.map(async (org) => {
          const pkg = await fetchLenderPackage(org);
          return { pkg, i18n: await initI18n(pkg.copy) };
        }),
      );
      if (!cancelled) setPreviews(loaded);
    })().catch((error: Error) => !cancelled && setFailed(error.message));
    return () => {
      cancelled = true;
    };
  }, [title]);
  return { previews, failed };
}

/** The loading and failure lines, then links to each lender's section (`#<idPrefix><ORG>`). */
export function LenderPreviewNav({
  previews,
  failed,
  idPrefix,
}: {
  previews: LenderPreview[] | null;
  failed: string | null;
  idPrefix: string;
}) {
  return (
    <>
      {failed && <p role="alert">Could not load the lenders: {failed}</p>}
      {!previews && !failed && <p role="status">Loading</p>}
      {previews && (
        <nav aria-label="Lenders">
          <ul className="flex flex-wrap gap-3">
            {previews.map(({ pkg }) => (
              <li key={pkg.lender.orgCode}>
                <a className="underline" href={`#${idPrefix}${pkg.lender.orgCode}`}>
                  {pkg.lender.company.companyName} ({pkg.lender.orgCode})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
