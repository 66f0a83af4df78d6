// The button that opens a document full screen. Its name starts with its visible words and then
// says which document, as several share a page.
import { useTranslation } from 'react-i18next';

export function OpenFullScreenButton({ title, onOpen }: { title: string; onOpen: () => void }) {
  const { t } = useTranslation('closing');
  return (
    <button
      type="button"
      className="inline-flex min-h-11 items-center justify-center rounded-button border-2 border-primary bg-surface px-4 font-semibold text-primary"
      aria-label={t('reader.openWhich', { title })}
      onClick={onOpen}
    >
      {t('reader.open')}
    </button>
  );
}
