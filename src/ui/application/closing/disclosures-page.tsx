// document/disclosures: the application's disclosures to read (full screen, readable on a phone)
// or keep. An open page: the status never moves a borrower off it, a declined one included.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import useSWR from 'swr';
import { fetchDisclosures, type ClosingDocument } from '@/api/closing';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert } from '../page-parts';
import { DocumentDownloadLink } from './document-download-link';
import { OPEN_FULL_SCREEN_CLASS, PdfFullScreen } from './pdf-full-screen';
import { useDocumentFile } from './use-document-file';
import { usePdfDocument } from './use-pdf-document';

export default function DisclosuresPage() {
  const { t } = useTranslation('closing');
  const request = useApi();
  const { application } = useApplicationOutlet();
  const disclosures = useSWR(['disclosures', application.uuid], () => fetchDisclosures(request, application.uuid), {
    revalidateOnFocus: false,
  });
  return (
    <ApplicationPage title={t('disclosures.title')} intro={t('disclosures.lead')}>
      {disclosures.error && <ErrorAlert message={t('documents.failed')} />}
      {disclosures.data ? (
        <ul className="space-y-3">
          {disclosures.data.map((document) => (
            <Disclosure key={document.type} document={document} />
          ))}
        </ul>
      ) : (
        !disclosures.error && (
          <p role="status" className="text-muted">
            {t('loading')}
          </p>
        )
      )}
      <Link to={`/${application.uuid}`} className="inline-flex min-h-11 items-center font-semibold text-primary underline">
        {t('disclosures.back')}
      </Link>
    </ApplicationPage>
  );
}

function Disclosure({ document }: { document: ClosingDocument }) {
  const { t } = useTranslation('closing');
  const file = useDocumentFile(document);
  const [reading, setReading] = useState(false);
  // pdf.js loads only for a document opened here; a download needs none of it.
  const { pdf, failed } = usePdfDocument(reading ? file.blob : null);
  return (
    <li className="space-y-2 rounded-card border border-line bg-surface p-4">
      <p className="font-semibold">{document.title}</p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {file.blob && (
          <button
            type="button"
            className={OPEN_FULL_SCREEN_CLASS}
            // The visible words first, then which document: several documents share the page.
            aria-label={t('reader.openWhich', { title: document.title })}
            onClick={() => setReading(true)}
          >
            {t('reader.open')}
          </button>
        )}
        <DocumentDownloadLink document={document} url={file.url} />
      </div>
      {reading && <PdfFullScreen pdf={pdf} failed={failed} title={document.title} onClose={() => setReading(false)} />}
    </li>
  );
}
