import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's loader: seven messages, each about ten seconds, while the account and application are created. */
export const LOADER_MESSAGES = 7;
export const LOADER_ROTATE_MS = 10_000;

export function RegistrationLoader() {
  const { t } = useTranslation('registration');
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => Math.min(i + 1, LOADER_MESSAGES - 1)), LOADER_ROTATE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-page p-6 text-center"
      role="status"
      aria-live="polite"
    >
      <span
        aria-hidden="true"
        className="h-14 w-14 animate-spin rounded-full border-4 border-line border-t-primary motion-reduce:animate-none"
      />
      <p className="text-2xl font-semibold text-ink">{t(`loader.messages.${index}`)}</p>
    </div>
  );
}
