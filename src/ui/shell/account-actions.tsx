// The header's actions for a signed-in person, in their own chunk so an anonymous visitor's first
// page carries none of it (nor Headless UI). From the spec's 1024 px breakpoint they stand in one
// row: chat or phone, electronic records, feedback, the host site's links, the bell and 'Log out'.
// Narrower, the row keeps the bell and a 'Menu' that names the rest in words (account-menu.tsx).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Identity } from '@/api/auth';
import { ESIGN_PAGE } from '@/api/esign';
import { useFeedbackDialog } from '../feedback/use-feedback-dialog';
import { NotificationsBell } from '../notifications/notifications-bell';
import { AccountMenu } from './account-menu';
import { HostNavigation, useHostLinks } from './host-navigation';
import { SupportContact } from './support-contact';

export function AccountActions({
  identity,
  onLogout,
  logoutLabel,
  actionClass,
}: {
  identity: Identity | undefined;
  onLogout: () => void;
  logoutLabel: string;
  actionClass: string;
}) {
  const { t } = useTranslation('esign');
  const feedback = useFeedbackDialog(true);
  const links = useHostLinks(identity);
  return (
    <>
      <div className="hidden items-center gap-1 lg:flex">
        <SupportContact className={actionClass} />
        <Link to={ESIGN_PAGE} className={`${actionClass} underline`}>
          {t('menuItem')}
        </Link>
        {feedback.available && (
          <button type="button" className={`${actionClass} underline`} aria-haspopup="dialog" onClick={feedback.open}>
            {feedback.label}
          </button>
        )}
        <HostNavigation links={links} listClass="flex items-center gap-1" linkClass={`${actionClass} underline`} />
      </div>
      <NotificationsBell identity={identity} />
      <button type="button" className={`${actionClass} border-2 border-current max-lg:hidden`} onClick={onLogout}>
        {logoutLabel}
      </button>
      <AccountMenu
        firstName={identity?.name?.firstName}
        links={links}
        feedback={feedback.available ? feedback : undefined}
        onLogout={onLogout}
        buttonClass={actionClass}
      />
      {feedback.dialog}
    </>
  );
}
