// heloc-signer/documents: what the signer signed, and when, each to download again.
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchSignerDocuments, type SignerApplication, type SignerDocument } from '@/api/signer';
import { useApi } from '../api/api-context';
import { DocumentDownloadLink } from '../application/closing/document-download-link';
import { useDocumentFile } from '../application/closing/use-document-file';
import { fetchSignerRescissionNoticePdf, recordSignerDisclosureShown } from '@/api/rescission';
import {
  mailedAt,
  RESCISSION_NOTICE,
  RescissionNotice,
  RescissionNoticeDownload,
  rescissionRecordOf,
} from '../application/closing/rescission-notice';
import { useRecordShown } from '../disclosures/use-record-shown';
import { ApplicationPage, ErrorAlert } from '../application/page-parts';
import { useSignerOutlet } from './signer-layout';

const ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

function SignedDocument({ document }: { document: SignerDocument }) {
  const file = useDocumentFile(document);
  return (
    <li className="space-y-1 rounded-card border border-line bg-surface p-4">
      <p className="font-semibold">{document.title}</p>
      <DocumentDownloadLink document={document} url={file.url} />
    </li>
  );
}

/** The co-owner's own copy of the notice, recorded as shown to them. */
function SignerRescissionNotice({ application }: { application: SignerApplication }) {
  const request = useApi();
  useRecordShown(application.uuid, RESCISSION_NOTICE, recordSignerDisclosureShown);
  return (
    <RescissionNotice
      rescission={application.rescission}
      homeState={application.propertyState}
      otherOwners={[application.borrowerFirstName]}
      mailedOn={mailedAt(application.rescissionCopy)}
      download={<RescissionNoticeDownload fetchPdf={() => fetchSignerRescissionNoticePdf(request, application.uuid)} />}
    />
  );
}

export default function DocumentsPage() {
  const { t, i18n } = useTranslation('signer');
  const request = useApi();
  const { application } = useSignerOutlet();
  const documents = useSWR(['signer-documents', application.uuid], () => fetchSignerDocuments(request, application.uuid), ONCE);
  const { signer } = application;
  const signed = (documents.data ?? []).filter((d) => signer.signedDocuments?.includes(d.type));
  const date = signer.signedAt ? new Date(signer.signedAt).toLocaleDateString(i18n.language, { dateStyle: 'long' }) : '';

  return (
    <ApplicationPage
      title={t('documents.title')}
      intro={t('documents.lead', { firstName: signer.firstName, borrowerFirstName: application.borrowerFirstName })}
    >
      <p>{t('documents.signedOn', { date })}</p>
      <section aria-labelledby="signed-heading" className="space-y-3">
        <h2 id="signed-heading" className="text-xl font-bold">
          {t('documents.heading')}
        </h2>
        {documents.error && <ErrorAlert message={t('documents.failed')} />}
        <ul className="space-y-3">
          {signed.map((document) => (
            <SignedDocument key={document.type} document={document} />
          ))}
        </ul>
      </section>
      {rescissionRecordOf(application.rescission) && <SignerRescissionNotice application={application} />}
    </ApplicationPage>
  );
}
