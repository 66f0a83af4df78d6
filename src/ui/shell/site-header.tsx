import { Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { homeLink } from '@/engine/routing/home-link';
import { useSession } from '../auth/use-session';
import { useSignIn } from '../auth/use-sign-in';
import { useLeaveSurveyLogout } from '../leave-survey/use-leave-survey';
import { useLenderPackage } from '../lender/lender-context';
import { lazyOnceLoaded } from '../lazy-route';
import type { AccountActions as AccountActionsModule } from './account-actions';
import { SupportContact } from './support-contact';

type LenderLanguages = { locales?: readonly string[] };
const offersLanguages = (lender: LenderLanguages) => (lender.locales?.length ?? 1) > 1;

// Signed-in people only, so its menu, bell panel and Headless UI stay out of an anonymous visitor's first page.
const accountActions = lazyOnceLoaded<ComponentProps<typeof AccountActionsModule>>(() =>
  import('./account-actions').then((m) => ({ default: m.AccountActions })),
);
const AccountActions = accountActions.Component;
// Lenders offering one language (most) never load the switch.
const languageSwitch = lazyOnceLoaded(() => import('./language-switch'));
const LanguageSwitch = languageSwitch.Component;

/**
 * Loads the parts of the header a signed-in page shows (its own languages' switch included). A
 * page drawn by the server has them before it hydrates: still loading when the identity's answer
 * came, the header's part of the drawing was thrown away and drawn again in one block.
 */
export const loadSignedInHeader = (lender: LenderLanguages) =>
  Promise.all([accountActions.load(), offersLanguages(lender) ? languageSwitch.load() : undefined]);

/**
 * One row at every width: the logo, then the actions (signed in, on a phone: the bell and a 'Menu').
 * On a phone the row never wraps: the logo gives up width instead (drawn smaller in its box, whose
 * height stays), so for every lender and language the header is as tall as the page shells' space
 * for it (src/build/page-shells.ts).
 */
export function SiteHeader() {
  const { t } = useTranslation('common');
  const { t: tAuth } = useTranslation('auth');
  const { signedIn, identity } = useSession();
  // The spec's logout: the stored token is cleared and the person lands on the login page (or the broker's redirect).
  const { loginHref, startLogin, logOutAndLeave } = useSignIn();
  const { requestLogout, survey } = useLeaveSurveyLogout(logOutAndLeave);
  const { lender, assets, theme } = useLenderPackage();
  const { company, logo } = lender;
  // Signed in, the logo leads to the borrower's application rather than the lender's site.
  const home = homeLink({ pathname: useLocation().pathname, base: import.meta.env.BASE_URL, signedIn, siteHome: lender.homeUrl });
  const languages = offersLanguages(lender);
  const actionClass = 'inline-flex min-h-11 whitespace-nowrap items-center rounded-button px-2 font-semibold sm:px-3 xl:px-4';

  return (
    <header className="relative border-b border-line bg-header text-header-ink">
      <div
        className={`mx-auto flex max-w-6xl items-center gap-x-3 gap-y-2 px-4 py-3 sm:flex-wrap sm:px-6 ${theme.logo.placement === 'center' ? 'justify-center' : 'justify-between'}`}
      >
        <a href={home} className="inline-flex min-w-0 items-center" aria-label={t('header.homeLink', { companyName: company.companyName })}>
          <img
            src={assets.headerLogo}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
            style={{ height: 'var(--brand-logo-height)' }}
            className={`w-auto max-w-full object-contain ${theme.logo.placement === 'center' ? 'object-center' : 'object-left'}`}
          />
        </a>
        <div className="flex shrink-0 items-center justify-end gap-1 sm:gap-2">
          {languages && (
            <Suspense fallback={<span aria-hidden="true" className="inline-block h-11" />}>
              <LanguageSwitch className={`${actionClass} underline`} />
            </Suspense>
          )}
          {signedIn ? (
            <Suspense fallback={<span aria-hidden="true" className="inline-block h-11" />}>
              <AccountActions identity={identity} onLogout={requestLogout} logoutLabel={tAuth('header.logout')} actionClass={actionClass} />
            </Suspense>
          ) : (
            <>
              <SupportContact className={actionClass} icon={!languages} />
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
            </>
          )}
          {survey}
        </div>
      </div>
    </header>
  );
}
