// Every page of an opened PDF drawn as a labelled image, then the end marker. What counts as read
// is measured against the screen, not against a scrolling box: a page's bottom, or the end, counts
// once it is on screen, whether the reader scrolled the page, a box around these pages, or the
// full-screen view (an observer without a root sees through every scrolling ancestor's clipping).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { BOTTOM_VISIBILITY, canvasPixelRatio, inlinePageWidth, LOAD_DELAY_MS } from '@/engine/closing/document-reading';

export function PdfPages({
  pdf,
  title,
  width,
  onPageBottom,
  onEnd,
  onFailed,
}: {
  pdf: PDFDocumentProxy;
  title: string;
  /** CSS px per page; 'fit' fills the space there is, up to the spec's 700 px. Pages are drawn once per value. */
  width: number | 'fit';
  onPageBottom?: (page: number) => void;
  onEnd?: () => void;
  onFailed?: () => void;
}) {
  const { t } = useTranslation('closing');
  const pages = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLParagraphElement>(null);
  const [drawn, setDrawn] = useState(false);
  // The latest callbacks, so a parent's re-render does not draw the document again.
  const callbacks = useRef({ onPageBottom, onEnd, onFailed });
  useEffect(() => {
    callbacks.current = { onPageBottom, onEnd, onFailed };
  });

  useEffect(() => {
    const container = pages.current;
    if (!container) return;
    let cancelled = false;
    let cancelRender: (() => void) | undefined;
    const draw = async () => {
      const cssWidth = width === 'fit' ? inlinePageWidth(container.clientWidth) : width;
      for (let number = 1; number <= pdf.numPages; number++) {
        const page = await pdf.getPage(number);
        if (cancelled) return;
        const natural = page.getViewport({ scale: 1 });
        const scale = cssWidth / natural.width;
        const cssHeight = natural.height * scale;
        const ratio = canvasPixelRatio(cssWidth, cssHeight, window.devicePixelRatio);
        const viewport = page.getViewport({ scale: scale * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(cssWidth)}px`;
        canvas.style.height = `${Math.floor(cssHeight)}px`;
        canvas.className = 'block bg-white shadow';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('sign.pageLabel', { page: number, count: pdf.numPages, title }));
        // The page's last lines: when they are on screen, the page counts as read.
        const bottom = document.createElement('div');
        bottom.className = 'absolute inset-x-0 bottom-0 h-6';
        bottom.dataset.pageBottom = String(number);
        const frame = document.createElement('div');
        frame.className = 'relative mx-auto w-fit';
        frame.append(canvas, bottom);
        container.append(frame);
        const task = page.render({ canvas, viewport });
        cancelRender = () => task.cancel();
        await task.promise;
      }
      if (!cancelled) setDrawn(true);
    };
    draw().catch(() => {
      if (!cancelled) callbacks.current.onFailed?.();
    });
    return () => {
      cancelled = true;
      cancelRender?.();
      container.replaceChildren();
    };
  }, [pdf, title, width, t]);

  // Observed once drawn and settled, so pages that are still drawing never count as read.
  useEffect(() => {
    const container = pages.current;
    const marker = end.current;
    if (!drawn || !container || !marker) return;
    const observers: IntersectionObserver[] = [];
    const timer = setTimeout(() => {
      const bottoms = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
          bottoms.unobserve(entry.target);
          callbacks.current.onPageBottom?.(Number(entry.target.dataset.pageBottom));
        }
      });
      container.querySelectorAll('[data-page-bottom]').forEach((bottom) => bottoms.observe(bottom));
      const ending = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          ending.disconnect();
          callbacks.current.onEnd?.();
        },
        { threshold: BOTTOM_VISIBILITY },
      );
      ending.observe(marker);
      observers.push(bottoms, ending);
    }, LOAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      observers.forEach((observer) => observer.disconnect());
    };
  }, [drawn]);

  return (
    <>
      <div ref={pages} className="space-y-3" />
      {!drawn && (
        <p role="status" className="p-4 text-muted">
          {t('loading')}
        </p>
      )}
      {/* At most the screen's width and sticky at the left, so beside a page zoomed wider than the
          screen it stays in view as the reader moves sideways. */}
      <p ref={end} className="sticky left-0 w-[min(100%,100vw)] py-4 text-center text-sm text-muted">
        {t('sign.endOfDocument')}
      </p>
    </>
  );
}
