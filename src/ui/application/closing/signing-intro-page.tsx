// signing/intro (NOTE_SIGNING, FINAL_OFFER): what will be signed and how. The line's terms are in
// the offer panel beside every application page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import useSWR from 'swr';
import { fetchSigningDocuments } from '@/api/closing';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, PRIMARY_BUTTON_CLASS } from '../page-parts';
import { useLocationGate } from './location-dialog';
import { BorrowerRescissionNotice } from './rescission-notice';

export default function SigningIntroPage() {
  const { t } = useTranslation('closing');
  const request = useApi();
  const { application, status } = useApplicationOutlet();
  const locationCheck = useLocationGate(`/${application.uuid}/signing/sign`);
  const documents = useSWR(['signing-documents', application.uuid], () => fetchSigningDocuments(request, application.uuid), {
    revalidateOnFocus: false,
  });
  const lead = status.checklistStatus === 'FINAL_OFFER' ? t('intro.leadFinalOffer') : t('intro.leadNoteSigning');

  return (
    <ApplicationPage title={t('intro.title')} intro={lead}>
      <section aria-labelledby="closing-documents" className="space-y-2">
        <h2 id="closing-documents" className="text-xl font-bold">
          {t('intro.documentsHeading')}
        </h2>
        {documents.data ? (
          <ul className="list-disc space-y-1 pl-6">
            {documents.data.map((d) => (
              <li key={d.type}>{d.title}</li>
            ))}
          </ul>
        ) : (
          <p className={documents.error ? 'font-semibold text-error' : 'text-muted'} role={documents.error ? 'alert' : 'status'}>
            {documents.error ? t('documents.failed') : t('loading')}
          </p>
        )}
      </section>
      <section aria-labelledby="closing-steps" className="space-y-2">
        <h2 id="closing-steps" className="text-xl font-bold">
          {t('intro.stepsHeading')}
        </h2>
        <ol className="list-decimal space-y-1 pl-6">
          <li>{t('intro.stepRead')}</li>
          <li>{t('intro.stepAccept')}</li>
          <li>{t('intro.stepSign')}</li>
          <li>{t('intro.stepNotary')}</li>
        </ol>
      </section>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        {/* E-signing starts only after the location question (spec 000 §2: 'location needed for e-signing'). */}
        <button type="button" onClick={locationCheck.ask} className={PRIMARY_BUTTON_CLASS}>
          {t('intro.start')}
        </button>
        <Link
          to={`/${application.uuid}/signing/support`}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline"
        >
          {t('intro.help')}
        </Link>
      </div>
      <BorrowerRescissionNotice application={application} />
      {locationCheck.dialog}
    </ApplicationPage>
  );
}
