// What a borrower needs for the notary session.
import { useTranslation } from 'react-i18next';

export function NotaryChecklist() {
  const { t } = useTranslation('closing');
  return (
    <section aria-labelledby="notary-bring" className="space-y-2">
      <h2 id="notary-bring" className="text-xl font-bold">
        {t('notary.bringHeading')}
      </h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>{t('notary.bringId')}</li>
        <li>{t('notary.bringDevice')}</li>
        <li>{t('notary.bringPlace')}</li>
      </ul>
    </section>
  );
}
