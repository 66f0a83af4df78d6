import { useEffect, useState } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { fetchLenderIndex, fetchLenderPackage } from '@/api/lender-package';
import type { LenderPackage } from '@/engine/lender/lender-package';
import { themeCssVars } from '@/engine/theme/theme-css-vars';
import { initI18n } from '../i18n/init-i18n';
import { LenderContext } from '../lender/lender-context';
import { KitProvider } from '../kit/kit-provider';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';

interface Preview {
  pkg: LenderPackage;
  i18n: i18n;
}

/**
 * For compliance and onboarding: every lender's header, footer and disclosures on one page, each in
 * its own theme and copy. The only page that downloads more than one lender package.
 */
export default function DisclosuresPreviewPage() {
  const [previews, setPreviews] = useState<Preview[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Lender preview';
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
  }, []);

  return (
    <main className="mx-auto max-w-6xl space-y-10 bg-white p-6 text-neutral-900">
      <h1 className="text-3xl font-bold">Lender preview</h1>
      {failed && <p role="alert">Could not load the lenders: {failed}</p>}
      {!previews && !failed && <p role="status">Loading</p>}
      {previews && (
        <nav aria-label="Lenders">
          <ul className="flex flex-wrap gap-3">
            {previews.map(({ pkg }) => (
              <li key={pkg.lender.orgCode}>
                <a className="underline" href={`#lender-${pkg.lender.orgCode}`}>
                  {pkg.lender.company.companyName} ({pkg.lender.orgCode})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {previews?.map(({ pkg, i18n }) => (
        <section
          key={pkg.lender.orgCode}
          id={`lender-${pkg.lender.orgCode}`}
          aria-label={`${pkg.lender.company.companyName} (${pkg.lender.orgCode})`}
          // Theme variables on the section scope each lender's colours to its own preview.
          style={themeCssVars(pkg.theme)}
          className="overflow-hidden rounded-lg border border-neutral-300 bg-page text-ink"
        >
          <h2 className="bg-neutral-900 px-4 py-2 font-mono text-sm text-white">
            {pkg.lender.orgCode} · theme {pkg.theme.name} · {pkg.lender.features.brand}
          </h2>
          <I18nextProvider i18n={i18n}>
            <LenderContext value={pkg}>
              {/* The header's parts (feedback's toast, for one) expect the shell's kit around them. */}
              <KitProvider>
                <SiteHeader />
                <SiteFooter />
              </KitProvider>
            </LenderContext>
          </I18nextProvider>
        </section>
      ))}
    </main>
  );
}
