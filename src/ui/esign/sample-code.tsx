// The check that the person can open our documents: a link opens a sample PDF made for this visit,
// which shows a short code; they type it here and the server says whether it matches.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSampleCode, samplePdfUrl } from '@/api/esign';
import { ApiError } from '@/api/request';
import { useApi } from '../api/api-context';
import { useLender } from '../lender/lender-context';

/** The code as the server compares it: capitals, no spaces or dashes. */
export const normalisedCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');
export const CODE_LENGTH = 6;

/** Opens the sample in the page's language. */
export function SampleLink({ sampleId }: { sampleId: string }) {
  const { t, i18n } = useTranslation('esign');
  const { orgCode } = useLender();
  const query = new URLSearchParams({ org: orgCode, ...(i18n.language === 'en' ? {} : { lang: i18n.language }) });
  return (
    <a
      href={`${samplePdfUrl(sampleId)}?${query.toString()}`}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center font-semibold text-link underline"
    >
      {t('check.open')}
    </a>
  );
}

export type CodeCheck = { state: 'idle' | 'checking' | 'confirmed' } | { state: 'wrong' | 'failed'; message: string };

/**
 * Checks a complete code with the server as soon as it is typed; `onConfirmed` hears the code that
 * matched. `confirmedCode`: one confirmed before (the person came back to the step).
 */
export function useCodeCheck(sampleId: string, onConfirmed: (code: string | null) => void, confirmedCode = '') {
  const { t } = useTranslation('esign');
  const request = useApi();
  const [check, setCheck] = useState<CodeCheck>({ state: confirmedCode ? 'confirmed' : 'idle' });
  const [checked, setChecked] = useState(confirmedCode);
  const run = (typed: string) => {
    const code = normalisedCode(typed);
    if (code === checked) return;
    setChecked(code);
    onConfirmed(null);
    if (code.length !== CODE_LENGTH) return setCheck({ state: 'idle' });
    setCheck({ state: 'checking' });
    checkSampleCode(request, { sampleId, code })
      .then(() => {
        setCheck({ state: 'confirmed' });
        onConfirmed(code);
      })
      .catch((error: unknown) =>
        setCheck(
          error instanceof ApiError && error.status === 400
            ? { state: 'wrong', message: t('check.wrongCode') }
            : { state: 'failed', message: t('check.failed') },
        ),
      );
  };
  return { check, run };
}
