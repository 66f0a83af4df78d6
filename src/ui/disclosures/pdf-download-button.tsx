// A notice the person keeps, as a PDF fetched with their token (a plain link would carry none) and
// saved under `fileName`. A failure says so beside the button; the notice on the page is unchanged.
import { useState } from 'react';
import { ErrorAlert, SECONDARY_BUTTON_CLASS } from '../application/page-parts';

export function PdfDownloadButton({
  fetchPdf,
  fileName,
  label,
  failedMessage,
}: {
  fetchPdf: () => Promise<Blob>;
  fileName: string;
  label: string;
  failedMessage: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const url = URL.createObjectURL(await fetchPdf());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <ErrorAlert message={failed ? failedMessage : null} />
      <button type="button" className={SECONDARY_BUTTON_CLASS} disabled={busy} aria-busy={busy} onClick={() => void download()}>
        {label}
      </button>
    </div>
  );
}
