import { useTranslation } from 'react-i18next';
import type { ApplicationGate } from '@/engine/lender/application-gate';
import { useLender } from '../lender/lender-context';
import { PageHeading } from '../shell/page-heading';
import { SafeTrans } from '../shell/safe-trans';
import { useContactLinks } from '../shell/contact-links';
import { usePageTitle } from '../shell/use-page-title';

/** Shown on the root and register pages of wholesale lenders, and of loan-officer-required lenders without a referrer. */
export function NotAcceptingPage({ reason }: { reason: Exclude<ApplicationGate, 'open'> }) {
  const { t } = useTranslation('common');
  const { companyName } = useLender().company;
  const contact = useContactLinks();
  usePageTitle(t('notAccepting.title'));
  return (
    <div className="space-y-4">
      <PageHeading>{t('notAccepting.title')}</PageHeading>
      <p className="text-lg">{t(`notAccepting.${reason}`, { companyName })}</p>
      <p>
        <SafeTrans i18nKey="common:notAccepting.contact" values={contact.values} links={contact.links} />
      </p>
    </div>
  );
}
