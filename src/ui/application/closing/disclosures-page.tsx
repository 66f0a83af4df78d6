// document/disclosures: the application's disclosures to read or keep. An open page: the status
// never moves a borrower off it, a declined one included.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import useSWR from 'swr';
import { fetchDisclosures, type ClosingDocument } from '@/api/closing';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert } from '../page-parts';
import { DocumentDownloadLink } from './document-download-link';
import { useDocumentFile } from './use-document-file';

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
  return (
    <li className="space-y-1 rounded-card border border-line bg-surface p-4">
      <p className="font-semibold">{document.title}</p>
      <DocumentDownloadLink document={document} url={file.url} />
    </li>
  );
}
