// One document to read before signing: the spec's PDF viewer, the download link (downloading counts
// as opening it) and its box, enabled once the document is read: the agreement's accepts it, a
// disclosure's and the booklet's acknowledge receiving it.
// Beside the box, what unlocks it and how far the reader has got. Used by the borrower's signing
// page and the additional signer's.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClosingDocument } from '@/api/closing';
import { endSeen, pageBottomSeen, pagesRead, startReading, type ReadingProgress } from '@/engine/closing/document-reading';
import { DocumentDownloadLink } from './document-download-link';
import { PdfViewer } from './pdf-viewer';
import { useDocumentFile } from './use-document-file';

export function DocumentToSign({
  document,
  read,
  accepted,
  showError,
  onRead,
  onAccept,
}: {
  document: ClosingDocument;
  read: boolean;
  accepted: boolean;
  showError: boolean;
  onRead: () => void;
  onAccept: (accepted: boolean) => void;
}) {
  const { t } = useTranslation('closing');
  const id = useId();
  const file = useDocumentFile(document);
  const [viewerFailed, setViewerFailed] = useState(false);
  const [progress, setProgress] = useState<ReadingProgress | null>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const progressText = progress ? t('sign.progress', { count: progress.pages, read: pagesRead(progress) }) : undefined;
  const hint = read ? t('sign.readHint') : [progressText, t('sign.acceptHint')].filter(Boolean).join(' ');

  return (
    // The error summary's link lands here while the box is still locked: the document comes first.
    <section tabIndex={-1} aria-labelledby={`${id}-title`} className="space-y-3 outline-none" data-testid={`document-${document.type}`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {document.title}
      </h2>
      {file.failed || viewerFailed ? (
        <p className="rounded-card border border-line bg-surface p-4">{t(file.failed ? 'documents.failed' : 'sign.viewerFailed')}</p>
      ) : (
        file.blob && (
          <div className="max-w-[calc(700px+2rem)]">
            <PdfViewer
              file={file.blob}
              title={document.title}
              progress={hint}
              onOpened={(pages) => setProgress(startReading(pages))}
              onPageBottom={(page) => setProgress((p) => p && pageBottomSeen(p, page))}
              onReachedEnd={() => {
                setProgress((p) => p && endSeen(p));
                onRead();
              }}
              onFailed={() => setViewerFailed(true)}
            />
          </div>
        )
      )}
      {/* Downloading counts as opening the document: the way to read it without the viewer. */}
      <DocumentDownloadLink document={document} url={file.url} onOpen={onRead} />
      <div className="space-y-1">
        <label htmlFor={`${id}-accept`} className="flex items-start gap-3 font-semibold">
          <input
            id={`${id}-accept`}
            type="checkbox"
            className="mt-0.5 h-6 w-6 shrink-0 accent-[var(--brand-primary)]"
            checked={accepted}
            disabled={!read}
            aria-invalid={showError || undefined}
            aria-describedby={[hintId, showError ? errorId : ''].filter(Boolean).join(' ')}
            onChange={(event) => onAccept(event.target.checked)}
          />
          {/* A contract is accepted; a disclosure or the CFPB booklet is received (Reg Z 1026.40(e), 1026.6): its box says so. */}
          <span>{t([`sign.acknowledge.${document.type}`, 'sign.accept'], { title: document.title })}</span>
        </label>
        <p id={hintId} className="text-sm text-muted" aria-live="polite">
          {hint}
        </p>
        {showError && (
          <p id={errorId} className="text-sm font-semibold text-error">
            {t('sign.mustAccept')}
          </p>
        )}
      </div>
    </section>
  );
}
