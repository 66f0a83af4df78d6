// The spec's PDF viewer: every page drawn (at most 700 px wide) and a report when the reader
// reaches the end, however they scroll. On a large screen the pages sit in a scrolling box; on a
// phone they flow with the page, too small to read, so a button opens them full screen.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpenFullScreenButton } from './open-full-screen-button';
import { PdfPages } from './pdf-pages';
import { usePdfDocument } from './use-pdf-document';

// Loaded when first opened, as pdf.js is.
const PdfFullScreen = lazy(() => import('./pdf-full-screen').then((module) => ({ default: module.PdfFullScreen })));

export function PdfViewer({
  file,
  title,
  progress,
  onOpened,
  onPageBottom,
  onReachedEnd,
  onFailed,
}: {
  file: Blob;
  title: string;
  /** How far the reader has got, in words, for the full-screen view. */
  progress: string | undefined;
  onOpened: (pages: number) => void;
  onPageBottom: (page: number) => void;
  onReachedEnd: () => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation('closing');
  const { pdf, failed } = usePdfDocument(file);
  const [fullScreen, setFullScreen] = useState(false);
  // The latest callbacks, so a parent's re-render does not count the document as opened again.
  const callbacks = useRef({ onOpened, onFailed });
  useEffect(() => {
    callbacks.current = { onOpened, onFailed };
  });
  useEffect(() => {
    if (pdf) callbacks.current.onOpened(pdf.numPages);
  }, [pdf]);
  useEffect(() => {
    if (failed) callbacks.current.onFailed();
  }, [failed]);

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm text-muted lg:hidden">{t('reader.tip')}</p>
        <OpenFullScreenButton title={title} onOpen={() => setFullScreen(true)} />
      </div>
      <div
        // A focusable region, so the box scrolls with the keyboard too on a large screen.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={t('sign.viewerLabel', { title })}
        className="rounded-control border border-line bg-page p-2 focus:outline-2 focus:outline-primary lg:max-h-[min(40rem,75vh)] lg:overflow-y-auto"
      >
        {pdf ? (
          <PdfPages pdf={pdf} title={title} width="fit" onPageBottom={onPageBottom} onEnd={onReachedEnd} onFailed={onFailed} />
        ) : (
          <p role="status" className="p-4 text-muted">
            {t('loading')}
          </p>
        )}
      </div>
      {fullScreen && (
        <Suspense>
          <PdfFullScreen
            pdf={pdf}
            failed={failed}
            title={title}
            progress={progress}
            onClose={() => setFullScreen(false)}
            onPageBottom={onPageBottom}
            onEnd={onReachedEnd}
          />
        </Suspense>
      )}
    </div>
  );
}
