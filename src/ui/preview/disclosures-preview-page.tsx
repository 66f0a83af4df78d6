import { LenderPreviewNav, LenderPreviewSection, useLenderList } from './lender-previews';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import { usePreviewText } from './use-preview-text';

/**
 * For compliance and onboarding: every lender's header, footer and disclosures on one page, each in
 * its own theme and copy, loaded as it comes into view. The only page that downloads more than one
 * lender package.
 */
export default function DisclosuresPreviewPage() {
  const t = usePreviewText();
  const list = useLenderList();

  return (
    <div className="mx-auto max-w-6xl space-y-10 bg-white p-6 text-neutral-900">
      <h1 className="text-3xl font-bold">{t('lenders.title')}</h1>
      <LenderPreviewNav list={list} idPrefix="lender-" />
      {list.shown?.map((summary) => (
        <LenderPreviewSection
          key={summary.orgCode}
          summary={summary}
          idPrefix="lender-"
          heading={(pkg) => (pkg ? `${summary.orgCode} · theme ${pkg.theme.name} · ${pkg.lender.features.brand}` : summary.orgCode)}
        >
          <SiteHeader />
          <SiteFooter />
        </LenderPreviewSection>
      ))}
    </div>
  );
}
