// register/support: help for someone about to apply or part-way through registering. How to reach
// the lender, what checking a rate involves, what to have ready, and the ways on: the registration,
// or login for someone who has applied already.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PRIMARY_BUTTON_CLASS } from '../application/page-parts';
import { useLender } from '../lender/lender-context';
import { PageHeading } from '../shell/page-heading';
import { SafeTrans } from '../shell/safe-trans';
import { useContactLinks } from '../shell/contact-links';
import { usePageTitle } from '../shell/use-page-title';

/** Copy objects of questions and answers, in order, so compliance can add or remove one. */
const TOPICS = ['rate', 'ready', 'saved', 'applied'] as const;

export default function RegisterSupportPage() {
  const { t } = useTranslation('register-help');
  usePageTitle(t('support.title'));
  const { companyName } = useLender().company;
  const contact = useContactLinks();
  const { search } = useLocation();
  return (
    <div className="max-w-2xl space-y-6">
      <PageHeading>{t('support.title')}</PageHeading>
      <p className="text-lg">
        <SafeTrans i18nKey="register-help:support.contact" values={{ ...contact.values, companyName }} links={contact.links} />
      </p>
      {TOPICS.map((topic) => (
        <section key={topic} aria-labelledby={`support-${topic}`} className="space-y-2">
          <h2 id={`support-${topic}`} className="text-xl font-semibold">
            {t(`support.${topic}.question`)}
          </h2>
          <p>{t(`support.${topic}.answer`, { companyName })}</p>
        </section>
      ))}
      <div className="flex flex-wrap items-center gap-4">
        <Link to={{ pathname: '/register-v2', search }} className={PRIMARY_BUTTON_CLASS}>
          {t('support.start')}
        </Link>
        <a href="/auth/login" className="inline-flex min-h-11 items-center font-semibold text-link underline">
          {t('support.login')}
        </a>
      </div>
    </div>
  );
}
