// The accessible way to any loan document: a download of the PDF itself.
import { useTranslation } from 'react-i18next';
import type { ClosingDocument } from '@/api/closing';

export function DocumentDownloadLink({ document, url, onOpen }: { document: ClosingDocument; url: string | null; onOpen?: () => void }) {
  const { t } = useTranslation('closing');
  const label = t('documents.download', { title: document.title });
  if (!url) {
    return (
      <span className="inline-flex min-h-11 items-center text-muted" role="status">
        {t('loading')}
      </span>
    );
  }
  return (
    <a
      href={url}
      download={`${document.type.toLowerCase()}.pdf`}
      onClick={onOpen}
      className="inline-flex min-h-11 items-center font-semibold text-primary underline"
    >
      {label}
    </a>
  );
}
