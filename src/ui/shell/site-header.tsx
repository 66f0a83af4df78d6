import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatUsPhone } from '@/engine/format/format';
import { homeLink } from '@/engine/routing/home-link';
import { useSession } from '../auth/use-session';
import { useSignIn } from '../auth/use-sign-in';
import { useLeaveSurveyLogout } from '../leave-survey/use-leave-survey';
import { FeedbackLink } from '../feedback/feedback-link';
import { useLenderPackage } from '../lender/lender-context';
import { OpenChatButton } from './open-chat-button';

// Signed-in people only, so its panel (and Headless UI) stays out of an anonymous visitor's first page.
const NotificationsBell = lazy(() => import('../notifications/notifications-bell').then((m) => ({ default: m.NotificationsBell })));
const HostNavigation = lazy(() => import('./host-navigation').then((m) => ({ default: m.HostNavigation })));

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 sm:hidden" fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 sm:hidden" fill="currentColor">
      <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
    </svg>
  );
}

export function SiteHeader() {
  const { t } = useTranslation('common');
  const { t: tAuth } = useTranslation('auth');
  const { signedIn, identity } = useSession();
  // The spec's logout: the stored token is cleared and the person lands on the login page (or the broker's redirect).
  const { loginHref, startLogin, logOutAndLeave } = useSignIn();
  const { requestLogout, survey } = useLeaveSurveyLogout(logOutAndLeave);
  const firstName = identity?.name?.firstName;
  const { lender, assets, theme } = useLenderPackage();
  const { company, features, logo } = lender;
  const phone = company.supportPhoneNumber.number;
  // Signed in, the logo leads to the borrower's application rather than the lender's site.
  const home = homeLink({ pathname: useLocation().pathname, base: import.meta.env.BASE_URL, signedIn, siteHome: lender.homeUrl });
  const actionClass = 'inline-flex min-h-11 whitespace-nowrap items-center rounded-button px-4 font-semibold';

  return (
    <header className="relative border-b border-line bg-header text-header-ink">
      <div
        className={`mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 ${theme.logo.placement === 'center' ? 'justify-center' : 'justify-between'}`}
      >
        <a href={home} className="inline-flex items-center" aria-label={t('header.homeLink', { companyName: company.companyName })}>
          <img
            src={assets.headerLogo}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
            style={{ height: 'var(--brand-logo-height)' }}
            className="w-auto shrink-0"
          />
        </a>
        {/* On a phone the actions shrink to icons and wrap under the logo rather than push it out. */}
        <div className="flex flex-wrap items-center justify-end gap-1 sm:gap-2">
          {features.webChat ? (
            <OpenChatButton className={`${actionClass} underline max-sm:px-2`}>
              <ChatIcon />
              <span className="max-sm:sr-only">{t('header.chatWithUs')}</span>
            </OpenChatButton>
          ) : (
            <a
              className={`${actionClass} underline`}
              href={`tel:+1${phone}`}
              aria-label={t('header.callSupport', { phone: formatUsPhone(phone) })}
            >
              <PhoneIcon />
              <span className="hidden sm:inline">{formatUsPhone(phone)}</span>
            </a>
          )}
          <FeedbackLink signedIn={signedIn} className={`${actionClass} underline`} />
          {signedIn ? (
            <>
              {firstName && (
                <span className="hidden whitespace-nowrap md:inline" data-testid="signed-in-as">
                  {tAuth('header.signedInAs', { name: firstName })}
                </span>
              )}
              <Suspense fallback={null}>
                <HostNavigation identity={identity} linkClass={actionClass} />
              </Suspense>
              <Suspense fallback={<span aria-hidden="true" className="inline-block h-11 w-11" />}>
                <NotificationsBell identity={identity} />
              </Suspense>
              <button type="button" className={`${actionClass} border-2 border-current`} onClick={requestLogout}>
                {tAuth('header.logout')}
              </button>
              {survey}
            </>
          ) : (
            <a
              className={`${actionClass} bg-primary text-on-primary hover:bg-primary-hover`}
              href={loginHref}
              onClick={
                startLogin
                  ? (event) => {
                      event.preventDefault();
                      void startLogin();
                    }
                  : undefined
              }
            >
              {t('header.login')}
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
