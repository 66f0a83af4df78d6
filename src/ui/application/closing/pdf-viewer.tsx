// The spec's PDF viewer: every page drawn (at most 700 px wide) in a scrolling box that reports
// when the reader reaches the end. pdf.js is loaded on first use only, with its worker served
// from our own origin (the CSP allows no other), and version 5 compiles no code at run time.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's constants: PDF width max 700 px; bottom detection at 25% visibility; load delay 100 ms. */
const MAX_PAGE_WIDTH = 700;
const BOTTOM_VISIBILITY = 0.25;
/** Waited after the pages are drawn before the end may count as reached, so the layout settles first. */
const LOAD_DELAY_MS = 100;

type PdfJs = typeof import('pdfjs-dist');
let pdfJs: Promise<PdfJs> | null = null;

function loadPdfJs(): Promise<PdfJs> {
  pdfJs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return lib;
  });
  // A failed load (a network blip) is tried afresh next time.
  pdfJs.catch(() => (pdfJs = null));
  return pdfJs;
}

export function PdfViewer({
  file,
  title,
  onReachedEnd,
  onFailed,
}: {
  file: Blob;
  title: string;
  onReachedEnd: () => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation('closing');
  const scroller = useRef<HTMLDivElement>(null);
  const pages = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLParagraphElement>(null);
  const [drawn, setDrawn] = useState(false);
  // The latest callbacks, so a parent's re-render does not draw the document again.
  const callbacks = useRef({ onReachedEnd, onFailed });
  useEffect(() => {
    callbacks.current = { onReachedEnd, onFailed };
  });

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const container = pages.current;
    const draw = async () => {
      const lib = await loadPdfJs();
      const task = lib.getDocument({ data: new Uint8Array(await file.arrayBuffer()) });
      destroy = () => void task.destroy();
      const pdf = await task.promise;
      if (cancelled || !container) return;
      const width = Math.min(container.clientWidth, MAX_PAGE_WIDTH);
      const ratio = window.devicePixelRatio || 1;
      for (let number = 1; number <= pdf.numPages; number++) {
        const page = await pdf.getPage(number);
        if (cancelled) return;
        const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        canvas.className = 'mx-auto block bg-white shadow';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('sign.pageLabel', { page: number, count: pdf.numPages, title }));
        container.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      if (!cancelled) setDrawn(true);
    };
    draw().catch(() => {
      if (!cancelled) callbacks.current.onFailed();
    });
    return () => {
      cancelled = true;
      destroy?.();
      container?.replaceChildren();
    };
  }, [file, title, t]);

  // Once drawn, the end counts as reached when a quarter of the end marker is in view.
  useEffect(() => {
    if (!drawn || !scroller.current || !end.current) return;
    const target = end.current;
    let observer: IntersectionObserver | undefined;
    const timer = setTimeout(() => {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect();
            callbacks.current.onReachedEnd();
          }
        },
        { root: scroller.current, threshold: BOTTOM_VISIBILITY },
      );
      observer.observe(target);
    }, LOAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [drawn]);

  return (
    <div
      ref={scroller}
      // A focusable region, so the document scrolls with the keyboard too.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={t('sign.viewerLabel', { title })}
      className="h-[26rem] overflow-y-auto rounded-control border border-line bg-page p-2 focus:outline-2 focus:outline-primary"
    >
      <div ref={pages} className="space-y-3" />
      {!drawn && (
        <p role="status" className="p-4 text-muted">
          {t('loading')}
        </p>
      )}
      <p ref={end} className="py-4 text-center text-sm text-muted">
        {t('sign.endOfDocument')}
      </p>
    </div>
  );
}
