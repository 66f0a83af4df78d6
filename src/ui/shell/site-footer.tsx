import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { disclosureValues, hasMoreStatesToCome } from '@/engine/lender/disclosure-values';
import { useLenderPackage } from '../lender/lender-context';
import { HousingLogos } from './housing-logos';
import { SafeTrans } from './safe-trans';
import { CustomerService } from './customer-service';

/** Anchor id of a notice, so legal links can point at it (the Illinois notice does). */
export const noticeId = (copyKey: string) => copyKey.replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase();

export function SiteFooter() {
  const { t, i18n } = useTranslation('footer');
  const { lender, assets } = useLenderPackage();
  const { company, features, states, disclosures } = lender;
  const values = disclosureValues(lender);
  const serviceHeadingId = useId();
  const disclosuresHeadingId = useId();
  const termsLabel = features.termsLinkLabel === 'TERMS_OF_SERVICE' ? t('links.termsOfService') : t('links.termsOfUse');
  const illinoisNotice = disclosures.notices?.find((key) => key.startsWith('disclosures:illinois.'));
  const legalLinks: { name: string; url: string; lang?: string }[] = [
    { name: termsLabel, url: company.termsOfUseUrl },
    { name: t('links.privacyPolicy'), url: company.privacyPolicyUrl },
    { name: t('links.licenses'), url: company.licensesUrl },
    // The lender's own links, in the page's language where the lender gives it, else marked English.
    ...company.additionalUrls
      .filter((link) => link.type === 'FOOTER')
      .map((link) => {
        const name = i18n.language === 'en' ? undefined : link.names?.[i18n.language];
        return { name: name ?? link.name, url: link.url, lang: name || i18n.language === 'en' ? undefined : 'en' };
      }),
    ...(features.illinoisCommunityReinvestmentNotice && illinoisNotice
      ? [{ name: t('links.illinoisNotice'), url: `#${noticeId(illinoisNotice)}` }]
      : []),
  ];
  const address = company.companyAddress;
  const statesText = states.licensed.join(', ');

  return (
    <footer aria-label={t('label')} className="mt-16 bg-footer text-footer-ink">
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 text-sm leading-relaxed sm:px-6">
        {/* Reg Z 1026.27: disclosures in another language stay available in English; the borrower is told so. */}
        {i18n.language !== 'en' && <p className="font-semibold">{t('common:language.englishOnRequest')}</p>}
        <nav aria-label={t('legalLinks')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.name}>
                <a className="inline-block py-1 font-semibold underline" href={link.url} lang={link.lang}>
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex flex-wrap items-center gap-4">
          <HousingLogos imageKey={company.lenderImageKey} />
          {assets.creditUnionLogo && lender.creditUnionLogo && (
            <img
              src={assets.creditUnionLogo}
              alt={lender.creditUnionLogo.alt}
              width={lender.creditUnionLogo.width}
              height={lender.creditUnionLogo.height}
              className="h-10 w-auto"
            />
          )}
        </div>

        <address className="not-italic">
          <p className="font-semibold">{company.companyName}</p>
          <p>
            {[address.street1, address.street2].filter(Boolean).join(', ')}, {address.city}, {address.state} {address.zip}
          </p>
          <p>
            {t('nmls', { nmlsNumber: company.nmlsNumber })} ·{' '}
            <a className="underline" href={company.nmlsUrl}>
              {t('nmlsLink')}
            </a>
          </p>
        </address>

        <p>{hasMoreStatesToCome(lender) ? t('licensedInMoreToCome', { states: statesText }) : t('licensedIn', { states: statesText })}</p>

        <section aria-labelledby={serviceHeadingId}>
          <h2 id={serviceHeadingId} className="font-semibold">
            {t('customerService.heading')}
          </h2>
          <CustomerService />
        </section>

        <p>{t('security', { companyName: company.companyName })}</p>
        <p>{t('eligibility')}</p>

        <section aria-labelledby={disclosuresHeadingId}>
          <h2 id={disclosuresHeadingId} className="font-semibold">
            {t('disclosuresHeading')}
          </h2>
          <ol className="mt-2 list-decimal space-y-2 pl-5 text-footer-muted">
            {disclosures.numbered.map((key) => (
              <li key={key}>
                <SafeTrans i18nKey={key} values={values} />
              </li>
            ))}
          </ol>
          {disclosures.notices?.map((key) => (
            <p key={key} id={noticeId(key)} className="mt-3 text-footer-muted">
              <SafeTrans i18nKey={key} values={values} />
            </p>
          ))}
        </section>

        <p>
          {company.showCopyrightYear
            ? t('copyright', { year: new Date().getFullYear(), companyName: company.companyName })
            : t('companyLine', { companyName: company.companyName })}
        </p>
      </div>
    </footer>
  );
}
