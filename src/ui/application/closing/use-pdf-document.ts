// A PDF opened with pdf.js, loaded on first use only, with its worker served from our own origin
// (the CSP allows no other); version 5 compiles no code at run time. The inline viewer and the
// full-screen view share one opened document.
import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';

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

/** The document in `file`, or null while it opens (or when there is no file); `failed` when it cannot. */
export function usePdfDocument(file: Blob | null | undefined): { pdf: PDFDocumentProxy | null; failed: boolean } {
  const [opened, setOpened] = useState<{ file: Blob; pdf: PDFDocumentProxy | null } | null>(null);
  useEffect(() => {
    if (!file) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const open = async () => {
      const lib = await loadPdfJs();
      const data = new Uint8Array(await file.arrayBuffer());
      if (cancelled) return;
      const task = lib.getDocument({ data });
      destroy = () => void task.destroy();
      const pdf = await task.promise;
      if (!cancelled) setOpened({ file, pdf });
    };
    open().catch(() => {
      if (!cancelled) setOpened({ file, pdf: null });
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [file]);
  const current = file && opened?.file === file ? opened : null;
  return { pdf: current?.pdf ?? null, failed: current !== null && current.pdf === null };
}
