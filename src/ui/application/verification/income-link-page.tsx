// income/link/:type: hands the borrower to a payroll, bank or tax provider, which returns them to
// income/pointserv-callback with its result. The sandbox has no real provider, so this page stands
// in for it and lets the borrower pick the result to simulate.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { LinkOutcome } from '@/api/verification';
import { isLinkSlug } from '@/engine/verification/income-methods';
import { useLender } from '../../lender/lender-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, RadioCards, SubmitButton } from '../page-parts';
import { BackToReviewLink, RedirectToReview } from './back-to-review';

const OUTCOMES: readonly LinkOutcome[] = ['VERIFIED', 'PARTIAL', 'FAILED'];

export default function IncomeLinkPage() {
  const { type } = useParams();
  if (!isLinkSlug(type)) return <RedirectToReview />;
  return <LinkProvider slug={type} />;
}

function LinkProvider({ slug }: { slug: string }) {
  const { t } = useTranslation(['verification', 'footer']);
  const { application } = useApplicationOutlet();
  const { company } = useLender();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<LinkOutcome>('VERIFIED');

  const connect = (event: FormEvent) => {
    event.preventDefault();
    const query = new URLSearchParams({ type: slug, outcome });
    navigate(`/${application.uuid}/income/pointserv-callback?${query.toString()}`);
  };

  return (
    <ApplicationPage title={t(`links.${slug}.title`)} intro={t('link.intro')}>
      <ul className="list-disc space-y-1 pl-6">
        <li>{t(`links.${slug}.description`)}</li>
        <li>{t('link.readOnly')}</li>
        <li>{t('footer:security', { companyName: company.companyName })}</li>
      </ul>
      <form noValidate onSubmit={connect} className="space-y-6">
        <div className="space-y-2">
          <p className="text-sm text-muted">{t('link.sandboxHint')}</p>
          <RadioCards
            legend={t('link.sandboxLegend')}
            name="outcome"
            value={outcome}
            onChange={setOutcome}
            options={OUTCOMES.map((value) => ({ value, label: t(`link.outcomes.${value}`) }))}
          />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton busy={false}>{t('link.connect')}</SubmitButton>
          <BackToReviewLink>{t('link.back')}</BackToReviewLink>
        </div>
      </form>
    </ApplicationPage>
  );
}
