// /dashboard: the signed-in person's applications, each with its state in words and a link to go on
// with it; someone signed out is asked to log in and comes back here; someone with no application
// in progress is offered to start one.
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchDashboardApplications, type DashboardEntry } from '@/api/dashboard';
import { applicationHomePath } from '@/engine/auth/after-login';
import { applicationStateKey, DASHBOARD_PATH, dashboardOrder } from '@/engine/dashboard/dashboard';
import { loginUrl } from '@/engine/routing/login-redirect';
import { useApi } from '../api/api-context';
import { useSession } from '../auth/use-session';
import { PageHeading } from '../shell/page-heading';
import { usePageTitle } from '../shell/use-page-title';

/** The app's base path ('/account/heloc/'); this page lives outside it. */
const APP_BASE = import.meta.env.BASE_URL;

const PRIMARY =
  'inline-flex min-h-12 items-center justify-center rounded-button bg-primary px-6 font-semibold text-on-primary hover:bg-primary-hover';
const SECONDARY =
  'inline-flex min-h-12 items-center justify-center rounded-button border-2 border-primary bg-surface px-6 font-semibold text-primary';

export default function DashboardPage() {
  const { signedIn } = useSession();
  return signedIn ? <Applications /> : <SignedOut />;
}

function SignedOut() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('signedOut.title'));
  return (
    <div className="space-y-6">
      <PageHeading>{t('signedOut.title')}</PageHeading>
      <p className="text-lg text-muted">{t('signedOut.intro')}</p>
      <a className={PRIMARY} href={loginUrl(DASHBOARD_PATH)}>
        {t('signedOut.login')}
      </a>
    </div>
  );
}

function Applications() {
  const { t } = useTranslation('dashboard');
  const request = useApi();
  usePageTitle(t('title'));
  // A session the server no longer accepts goes to login with the way back here (the request layer).
  const { data, error, mutate, isValidating } = useSWR('dashboard-applications', () => fetchDashboardApplications(request), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const applications = data ? dashboardOrder(data) : [];
  const anyActive = applications.some((application) => application.active !== false);

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <PageHeading>{t('title')}</PageHeading>
        {/* Nothing to pick up yet: the empty state below says so instead. */}
        {applications.length > 0 && <p className="text-lg text-muted">{t('intro')}</p>}
      </div>
      {!data && !error && (
        <p role="status" className="text-muted">
          {t('loading')}
        </p>
      )}
      {error && !data && (
        <div role="alert" className="space-y-4 rounded-card border-2 border-error bg-surface p-4">
          <p className="font-semibold text-error">{t('loadError')}</p>
          <button type="button" className={SECONDARY} disabled={isValidating} onClick={() => void mutate()}>
            {t('tryAgain')}
          </button>
        </div>
      )}
      {data && applications.length > 0 && (
        <ul className="space-y-4">
          {applications.map((application) => (
            <ApplicationCard key={application.uuid} application={application} />
          ))}
        </ul>
      )}
      {data && !anyActive && (
        <div className="space-y-4">
          <p className="text-lg">{t(applications.length === 0 ? 'empty' : 'noneActive')}</p>
          <a className={PRIMARY} href={`${APP_BASE}register-v2`}>
            {t('start')}
          </a>
        </div>
      )}
    </div>
  );
}

function ApplicationCard({ application }: { application: DashboardEntry }) {
  const { t, i18n } = useTranslation('dashboard');
  const address = application.property?.address;
  const property = address?.street1 ? t('property', { ...address }) : t('product');
  const created = application.auditFields?.createdDate;
  const started = created && !Number.isNaN(Date.parse(created)) ? new Date(created) : null;
  const ended = application.active === false;
  const stateKey = applicationStateKey(application, (key) => i18n.exists(`dashboard:${key}`));
  return (
    <li className="space-y-4 rounded-card border border-line bg-surface p-5 sm:flex sm:items-center sm:justify-between sm:gap-6 sm:space-y-0">
      <div className="space-y-1">
        <h2 className="text-xl font-bold">{property}</h2>
        <p className="text-muted">{t('product')}</p>
        {started && (
          <p className="text-muted">
            {t('started', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(started) })}
          </p>
        )}
        <dl className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{t('stateLabel')}</dt>
          <dd data-testid="application-state">{t(stateKey)}</dd>
        </dl>
      </div>
      <a
        className={ended ? SECONDARY : PRIMARY}
        href={applicationHomePath(APP_BASE, application.uuid)}
        aria-label={t(ended ? 'viewLabel' : 'continueLabel', { property })}
      >
        {t(ended ? 'view' : 'continue')}
      </a>
    </li>
  );
}
