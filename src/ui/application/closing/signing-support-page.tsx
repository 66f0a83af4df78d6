// signing/support: who to call or write to about the documents, and the questions people ask.
// 'Back' goes to the page the status names (signing/intro, or signing/additional for other owners).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage } from '../page-parts';
import { ContactLine } from './contact-line';

export default function SigningSupportPage() {
  const { t } = useTranslation('closing');
  const { application, destination } = useApplicationOutlet();
  return (
    <ApplicationPage title={t('support.title')} intro={t('support.lead')}>
      <div className="space-y-2 rounded-card border border-line bg-surface p-5">
        <ContactLine i18nKey="closing:support.call" />
        <ContactLine i18nKey="closing:support.email" />
        <p className="text-sm text-muted">{t('support.hours')}</p>
      </div>
      <section aria-labelledby="signing-questions" className="space-y-3">
        <h2 id="signing-questions" className="text-xl font-bold">
          {t('support.questionsHeading')}
        </h2>
        <h3 className="font-semibold">{t('support.cantReadQuestion')}</h3>
        <p>{t('support.cantReadAnswer')}</p>
        <h3 className="font-semibold">{t('support.nameQuestion')}</h3>
        <p>{t('support.nameAnswer')}</p>
      </section>
      <Link to={`/${application.uuid}/${destination}`} className="inline-flex min-h-11 items-center font-semibold text-primary underline">
        {t('support.back')}
      </Link>
    </ApplicationPage>
  );
}
