// The header's actions for a signed-in person, in their own chunk so an anonymous visitor's first
// page carries none of it (nor Headless UI). From the spec's 1024 px breakpoint they stand in one
// row: chat or phone, feedback, the host site's links, the bell and 'Log out' (the electronic-records
// page is linked beside the application's progress, where the row has no room for it). Narrower,
// the row keeps the bell and a 'Menu' that names the rest in words, that page too (account-menu.tsx).
import type { Identity } from '@/api/auth';
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
  const feedback = useFeedbackDialog(true);
  const links = useHostLinks(identity);
  return (
    <>
      <div className="hidden items-center gap-1 lg:flex">
        <SupportContact className={actionClass} />
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
