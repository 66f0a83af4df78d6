// Runs a signer call: `busy` while it runs, the server's message in `error` when it fails. The
// application pages' useStepAction polls the primary application's status, which a signer has not.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../api/failure-text';

export function useSignerAction() {
  const { t } = useTranslation('common');
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async <T>(call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; failure: unknown }> => {
    setBusy(true);
    setError(null);
    try {
      return { ok: true, value: await call() };
    } catch (failure) {
      setError(failureText(failure, t('forms.genericError')));
      return { ok: false, failure };
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error };
}
