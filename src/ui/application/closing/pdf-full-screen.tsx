// A document's pages full screen, for a phone above all: drawn at the spec's 700 px by default (the
// size a large screen shows, so the text reads as it does there) with zoom steps either way; the
// reader moves across and down a page, and pinching the screen zooms further. Reading to the end
// here counts as it does inline.
import { useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { clampZoom, DEFAULT_ZOOM_INDEX, fullScreenPageWidth, ZOOM_STEPS } from '@/engine/closing/document-reading';
import { useModalId } from '../../kit/modal';
import { useReturnFocus } from '../../kit/return-focus';
import { PdfPages } from './pdf-pages';
import { usePdfDocument } from './use-pdf-document';

/** One full-screen document at a time, so one id. */
const FULL_SCREEN_ID = 'document-full-screen';

const TOOL_CLASS =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-button border border-line bg-surface px-3 font-semibold text-ink hover:border-primary disabled:opacity-50';

export function PdfFullScreen({
  pdf,
  failed,
  title,
  progress,
  onClose,
  onPageBottom,
  onEnd,
}: {
  /** Null while the document opens. */
  pdf: PDFDocumentProxy | null;
  failed: boolean;
  title: string;
  /** How far the reader has got, when reading counts towards accepting. */
  progress?: string;
  onClose: () => void;
  onPageBottom?: (page: number) => void;
  onEnd?: () => void;
}) {
  const { t } = useTranslation('closing');
  const [zoom, setZoom] = useState(DEFAULT_ZOOM_INDEX);
  const [drawFailed, setDrawFailed] = useState(false);
  useModalId(FULL_SCREEN_ID);
  useReturnFocus(true);
  const percent = Math.round(ZOOM_STEPS[zoom]! * 100);

  return (
    <Dialog id={FULL_SCREEN_ID} open onClose={onClose} className="fixed inset-0 z-50 bg-page text-ink">
      <DialogPanel className="flex h-dvh flex-col">
        <div className="space-y-2 border-b border-line bg-surface px-3 py-2 shadow-sm">
          <div className="flex items-center gap-3">
            <DialogTitle className="min-w-0 flex-1 text-lg font-bold leading-snug">{title}</DialogTitle>
            <button type="button" className={TOOL_CLASS} onClick={onClose}>
              {t('reader.close')}
            </button>
          </div>
          <div className="flex items-center gap-3">
            <p className="min-w-0 flex-1 text-sm text-muted" aria-live="polite">
              {progress}
            </p>
            <div className="flex shrink-0 items-center gap-1" role="group" aria-label={t('reader.zoom')}>
              <button type="button" className={TOOL_CLASS} onClick={() => setZoom(clampZoom(zoom - 1))} disabled={zoom === 0}>
                <span aria-hidden="true">−</span>
                <span className="sr-only">{t('reader.zoomOut')}</span>
              </button>
              <span className="min-w-14 text-center font-semibold tabular-nums" role="status">
                {t('reader.zoomLevel', { percent })}
              </span>
              <button
                type="button"
                className={TOOL_CLASS}
                onClick={() => setZoom(clampZoom(zoom + 1))}
                disabled={zoom === ZOOM_STEPS.length - 1}
              >
                <span aria-hidden="true">+</span>
                <span className="sr-only">{t('reader.zoomIn')}</span>
              </button>
            </div>
          </div>
        </div>
        <div
          // Focused first, so the arrow keys and Page Down move through the document at once.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          data-autofocus
          role="region"
          aria-label={t('reader.label', { title })}
          className="min-h-0 flex-1 overflow-auto p-2 focus:outline-2 focus:-outline-offset-2 focus:outline-primary"
        >
          {failed || drawFailed ? (
            <p className="mx-auto max-w-prose rounded-card border border-line bg-surface p-4">{t('sign.viewerFailed')}</p>
          ) : pdf ? (
            // As wide as the widest page, so the end marker can stay in view beside a zoomed page.
            <div className="w-max min-w-full">
              <PdfPages
                key={zoom}
                pdf={pdf}
                title={title}
                width={fullScreenPageWidth(zoom)}
                onPageBottom={onPageBottom}
                onEnd={onEnd}
                onFailed={() => setDrawFailed(true)}
              />
            </div>
          ) : (
            <p role="status" className="p-4 text-muted">
              {t('loading')}
            </p>
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}

/** A document not yet opened elsewhere on the page (a disclosure): opened here, for reading only. */
export default function PdfFileFullScreen({ file, title, onClose }: { file: Blob; title: string; onClose: () => void }) {
  const { pdf, failed } = usePdfDocument(file);
  return <PdfFullScreen pdf={pdf} failed={failed} title={title} onClose={onClose} />;
}
