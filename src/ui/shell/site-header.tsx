import { useTranslation } from 'react-i18next';
import { formatUsPhone } from '@/engine/format/format';
import { useLenderPackage } from '../lender/lender-context';
import { OpenChatButton } from './open-chat-button';

const LOGIN_PATH = '/auth/login';

export function SiteHeader({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation('common');
  const { lender, assets, theme } = useLenderPackage();
  const { company, features, logo } = lender;
  const phone = company.supportPhoneNumber.number;
  const home = lender.homeUrl ?? import.meta.env.BASE_URL;
  const actionClass = 'inline-flex min-h-11 whitespace-nowrap items-center rounded-button px-4 font-semibold';

  return (
    <header className="border-b border-line bg-header text-header-ink">
      <div
        className={`mx-auto flex max-w-5xl items-center gap-4 px-4 py-3 sm:px-6 ${theme.logo.placement === 'center' ? 'justify-center' : 'justify-between'}`}
      >
        <a href={home} className="inline-flex items-center" aria-label={t('header.homeLink', { companyName: company.companyName })}>
          <img src={assets.logo} alt={logo.alt} width={logo.width} height={logo.height} style={{ height: 'var(--brand-logo-height)' }} className="w-auto" />
        </a>
        <div className="flex items-center gap-2">
          {features.webChat ? (
            <OpenChatButton className={`${actionClass} underline`}>{t('header.chatWithUs')}</OpenChatButton>
          ) : (
            <a className={`${actionClass} underline`} href={`tel:+1${phone}`} aria-label={t('header.callSupport', { phone: formatUsPhone(phone) })}>
              {formatUsPhone(phone)}
            </a>
          )}
          {!signedIn && (
            <a className={`${actionClass} bg-primary text-on-primary hover:bg-primary-hover`} href={LOGIN_PATH}>
              {t('header.login')}
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
