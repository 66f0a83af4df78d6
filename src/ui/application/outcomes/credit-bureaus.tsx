// The three nationwide credit bureaus, where a borrower lifts a freeze or lock. The same for
// every lender, so they live here rather than in lender data.
import { useTranslation } from 'react-i18next';
import { SafeTrans } from '../../shell/safe-trans';

const CREDIT_BUREAUS = [
  {
    name: 'Equifax',
    site: 'equifax.com',
    url: 'https://www.equifax.com/personal/credit-report-services/credit-freeze/',
    phone: '1-888-298-0045',
  },
  { name: 'Experian', site: 'experian.com', url: 'https://www.experian.com/freeze/center.html', phone: '1-888-397-3742' },
  { name: 'TransUnion', site: 'transunion.com', url: 'https://www.transunion.com/credit-freeze', phone: '1-888-909-8872' },
] as const;

export function CreditBureaus() {
  const { t } = useTranslation('outcomes');
  return (
    <section aria-labelledby="credit-bureaus-title" className="space-y-2">
      <h2 id="credit-bureaus-title" className="text-xl font-semibold">
        {t('frozen.bureausTitle')}
      </h2>
      <ul className="space-y-1">
        {CREDIT_BUREAUS.map((bureau) => (
          <li key={bureau.name}>
            <SafeTrans
              i18nKey="outcomes:frozen.bureau"
              values={{ name: bureau.name, site: bureau.site, phone: bureau.phone }}
              // eslint-disable-next-line jsx-a11y/anchor-has-content -- SafeTrans fills the link text from copy
              links={{ siteLink: <a className="font-semibold text-link underline" href={bureau.url} rel="noreferrer" target="_blank" /> }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
