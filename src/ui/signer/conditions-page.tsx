// heloc-signer/conditions (and its upload-document and identity pages): the signer's document
// requests. The lender's conditions are asked of the primary borrower's application; none is
// addressed to an additional signer yet, so this says so (docs/application/signer.md).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signerPage } from '@/engine/signer/additional-signer';
import { ApplicationPage } from '../application/page-parts';
import { progressOf, useSignerOutlet } from './signer-layout';

export default function ConditionsPage() {
  const { t } = useTranslation('signer');
  const { application } = useSignerOutlet();
  return (
    <ApplicationPage title={t('conditions.title')}>
      <p role="status" className="rounded-card border border-line bg-surface p-4">
        {t('conditions.none')}
      </p>
      <Link
        to={`/heloc-signer/${signerPage(progressOf(application))}`}
        className="inline-flex min-h-11 items-center font-semibold text-primary underline"
      >
        {t('conditions.back')}
      </Link>
    </ApplicationPage>
  );
}
