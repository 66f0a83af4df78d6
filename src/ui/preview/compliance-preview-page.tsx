// For compliance: every disclosure of every lender as a borrower reads it, with the lender's real
// figures and, where a disclosure states an application's facts, a sample application's (a home in
// the lender's first licensed state, a decline as the sandbox simulates one, a signing today).
// The disclosures and their versions are those of flows/disclosures.json, in its order.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sandboxDecline } from '@/engine/adverse-action/sandbox-decline';
import registryFile from '../../../flows/disclosures.json';
import type { DisclosureRegistry } from '@/engine/types/disclosures';
import { lendingState } from '@/engine/preview/sample-draft';
import { LenderPreviewNav, LenderPreviewSection, useLenderList } from './lender-previews';
import { useLender } from '../lender/lender-context';
import { AdverseActionNoticeView } from '../application/outcomes/adverse-action-notice';
import { RescissionNotice } from '../application/closing/rescission-notice';
import { CfpbBooklet, HelocTermsDisclosure } from '../disclosures/heloc-terms-disclosure';
import { SoftCreditAuthorization } from '../disclosures/soft-credit-authorization';
import { EsignStatement } from '../esign/esign-statement';
import { HmdaNotice } from '../application/start/hmda-page';
import PrescreenNotice from '../prescreen/prescreen-notice';
import { usePreviewText } from './use-preview-text';
import { termsLabelKey } from '../registration/consent-links';

const registry = registryFile as DisclosureRegistry;

/** A direct-mail offer as the sample visit arrives with, answering by 30 days from now. */
const sampleOffer = (now: number, state: string | undefined) => ({
  offerCode: 'SAMPLE-OFFER',
  firstName: 'Grace',
  lastName: 'Hopper',
  inHomeDate: new Date(now).toISOString().slice(0, 10),
  respondByDate: new Date(now + 30 * 86_400_000).toISOString().slice(0, 10),
  street1: '42 Lighthouse Lane',
  city: 'Springfield',
  state: state ?? '',
  zip: '00000',
});

/** Each disclosure as the borrower meets it. */
function DisclosureBody({ type, now, state }: { type: string; now: number; state: string | undefined }): ReactNode {
  const { t } = useTranslation('registration');
  const { company, features } = useLender();
  switch (type) {
    case 'ESIGN_CONSENT':
      return <EsignStatement headingLevel={3} />;
    case 'HMDA_NOTICE':
      return <HmdaNotice />;
    case 'PRESCREEN_OPT_OUT_NOTICE':
      return <PrescreenNotice offer={sampleOffer(now, state)} />;
    case 'HELOC_EARLY_DISCLOSURE':
      return <HelocTermsDisclosure givenAt={now} state={state} />;
    case 'CFPB_HELOC_BOOKLET':
      return <CfpbBooklet />;
    case 'SOFT_CREDIT_AUTHORIZATION':
      return <SoftCreditAuthorization action={t('actions.checkMyRate')} />;
    case 'HARD_CREDIT_AUTHORIZATION':
      return <p>{t('start:contact.hardCredit', { companyName: company.companyName })}</p>;
    case 'RESCISSION_NOTICE':
      return <RescissionNotice rescission={undefined} homeState={state} otherOwners={[]} />;
    case 'ADVERSE_ACTION_NOTICE':
      return <AdverseActionNoticeView action={sandboxDecline(0.5, now)} homeState={state} />;
    case 'SMS_MARKETING_CONSENT':
    case 'SMS_TRANSACTIONAL_CONSENT': {
      // The words the communication-preferences service serves for the prompt (src/server/routes/comms-prefs.ts).
      const prompt = `consent:prompts.${type === 'SMS_MARKETING_CONSENT' ? 'SMS' : 'SMS_TRANSACTIONAL'}`;
      return (
        <div className="space-y-1">
          <p className="font-semibold">{t(`${prompt}.title`)}</p>
          <p>{t(`${prompt}.verbiage`, { company: company.companyName })}</p>
          <p className="text-sm">
            {t(`${prompt}.secondaryVerbiage`, {
              privacyPolicy: t('footer:links.privacyPolicy'),
              terms: t(termsLabelKey(features.termsLinkLabel)),
            })}
          </p>
        </div>
      );
    }
    default:
      return undefined;
  }
}

function LenderDisclosures({ now }: { now: number }) {
  const t = usePreviewText();
  const lender = useLender();
  // The sample application's home: the first state the lender both licenses and lends in.
  const state = lendingState(lender);
  const features = new Map<string, unknown>(Object.entries(lender.features));
  return (
    <ol className="space-y-8 p-4">
      {Object.entries(registry.disclosures).map(([type, entry]) => {
        // A disclosure the registry gates by a feature this lender has off is never shown to its borrowers.
        const notShown = entry.lenderFeature !== undefined && !features.get(entry.lenderFeature);
        return (
          <li key={type} className="space-y-3" data-disclosure={type}>
            <h3 className="font-mono text-sm text-muted">
              {t('compliance.disclosure', { type, version: entry.version, regulation: entry.regulation })}
            </h3>
            <p className="text-sm text-muted">{entry.description}</p>
            {notShown ? (
              <p className="text-muted">{t('compliance.featureOff', { feature: entry.lenderFeature })}</p>
            ) : (
              <DisclosureBody type={type} now={now} state={state} />
            )}
          </li>
        );
      })}
    </ol>
  );
}

export default function CompliancePreviewPage() {
  const t = usePreviewText();
  const list = useLenderList();
  const [now] = useState(() => Date.now());

  return (
    <div className="mx-auto max-w-6xl bg-white p-6 text-neutral-900">
      <div className="max-w-4xl space-y-10">
        <h1 className="text-3xl font-bold">{t('compliance.title')}</h1>
        <p>
          {t('compliance.intro', { file: 'flows/disclosures.json' })}{' '}
          <a className="underline" href="lenders">
            {t('compliance.headersAndFooters')}
          </a>
        </p>
        <LenderPreviewNav list={list} idPrefix="compliance-" />
        {list.shown?.map((summary) => (
          <LenderPreviewSection
            key={summary.orgCode}
            summary={summary}
            idPrefix="compliance-"
            heading={() => `${summary.orgCode} · ${summary.companyName}`}
          >
            <LenderDisclosures now={now} />
          </LenderPreviewSection>
        ))}
      </div>
    </div>
  );
}
