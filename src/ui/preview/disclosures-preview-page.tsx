import { I18nextProvider } from 'react-i18next';
import { themeCssVars } from '@/engine/theme/theme-css-vars';
import { LenderPreviewNav, useLenderPreviews } from './lender-previews';
import { LenderContext } from '../lender/lender-context';
import { KitProvider } from '../kit/kit-provider';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';

/**
 * For compliance and onboarding: every lender's header, footer and disclosures on one page, each in
 * its own theme and copy. The only page that downloads more than one lender package.
 */
export default function DisclosuresPreviewPage() {
  const { previews, failed } = useLenderPreviews('Lender preview');

  return (
    <main className="mx-auto max-w-6xl space-y-10 bg-white p-6 text-neutral-900">
      <h1 className="text-3xl font-bold">Lender preview</h1>
      <LenderPreviewNav previews={previews} failed={failed} idPrefix="lender-" />
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
