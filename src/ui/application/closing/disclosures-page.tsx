// document/disclosures: the application's disclosures to read (full screen, readable on a phone)
// or keep. An open page: the status never moves a borrower off it, a declined one included.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import useSWR from 'swr';
import { fetchDisclosures, type ClosingDocument } from '@/api/closing';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert } from '../page-parts';
import { DocumentDownloadLink } from './document-download-link';
import { OpenFullScreenButton } from './open-full-screen-button';
import { useDocumentFile } from './use-document-file';

// The reader and pdf.js load only for a document opened here; a download needs neither.
const PdfFileFullScreen = lazy(() => import('./pdf-full-screen'));

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
  const file = useDocumentFile(document);
  const [reading, setReading] = useState(false);
  return (
    <li className="space-y-2 rounded-card border border-line bg-surface p-4">
      <p className="font-semibold">{document.title}</p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {file.blob && <OpenFullScreenButton title={document.title} onOpen={() => setReading(true)} />}
        <DocumentDownloadLink document={document} url={file.url} />
      </div>
      {reading && file.blob && (
        <Suspense>
          <PdfFileFullScreen file={file.blob} title={document.title} onClose={() => setReading(false)} />
        </Suspense>
      )}
    </li>
  );
}
