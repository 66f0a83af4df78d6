// heloc-signer/conditions: the document requests on the application the additional signer signs
// for. They are fetched only once the signer's identity has loaded and the
// fe-heloc-additional-signer-conditions flag is on (spec 001 §6); without the flag, nothing is
// asked of them here (docs/conditions.md).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { progressOf } from '@/api/signer';
import { signerPage } from '@/engine/signer/additional-signer';
import { useFlagState } from '../api/use-flags';
import { useSession } from '../auth/use-session';
import { ConditionsList } from '../conditions/conditions-list';
import { ApplicationPage } from '../application/page-parts';
import { SIGNER_CONDITIONS_FLAG } from '../notifications/use-conditions-area';
import { useSignerOutlet } from './signer-layout';
import { SIGNER_AREA_ROOT, signerAreaPath } from '@/engine/signer/signer-area';

export default function ConditionsPage() {
  const { t } = useTranslation('signer');
  const { application } = useSignerOutlet();
  const { identity } = useSession();
  const flags = useFlagState();
  const ready = identity !== undefined && flags.loaded;
  return (
    <ApplicationPage title={t('conditions.title')}>
      {!ready ? (
        <p role="status" className="text-muted">
          {t('loading')}
        </p>
      ) : flags.enabled[SIGNER_CONDITIONS_FLAG] ? (
        <ConditionsList uuid={application.uuid} areaRoot={SIGNER_AREA_ROOT} />
      ) : (
        <p role="status" className="rounded-card border border-line bg-surface p-4">
          {t('conditions.none')}
        </p>
      )}
      <Link
        to={signerAreaPath(signerPage(progressOf(application)))}
        className="inline-flex min-h-11 items-center font-semibold text-primary underline"
      >
        {t('conditions.back')}
      </Link>
    </ApplicationPage>
  );
}
