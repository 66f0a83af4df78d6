// The header's notifications bell (spec 001 §2, §4), for signed-in people only: the application's
// open conditions, shown as unread, and the wallet service's messages, in a popover panel.
import { useTranslation } from 'react-i18next';
import type { Identity } from '@/api/auth';
import { CONDITIONS_CONFIG, useConditions } from '@/api/conditions';
import { markNotificationRead, useWalletNotifications } from '@/api/notifications';
import { notificationGroups, totalUnread } from '@/engine/conditions/notification-groups';
import { useApi } from '../api/api-context';
import { Popover } from '../kit/popover';
import { BellIcon } from './bell-icon';
import { NotificationPanel } from './notification-panel';
import { useConditionsArea } from './use-conditions-area';

export function NotificationsBell({ identity }: { identity: Identity | undefined }) {
  const { t } = useTranslation('notifications');
  const request = useApi();
  const area = useConditionsArea(identity);
  const conditions = useConditions(request, area.uuid);
  const wallet = useWalletNotifications(request, identity !== undefined);
  const groups = notificationGroups(conditions.data ?? [], wallet.data ?? [], CONDITIONS_CONFIG.notifications);
  const unread = totalUnread(groups);
  const capped = groups.some((group) => group.unreadCapped);
  const badge = `${unread}${capped ? '+' : ''}`;

  const markRead = async (uuid: string) => {
    await markNotificationRead(request, uuid).catch(() => undefined);
    await wallet.mutate();
  };

  return (
    <Popover
      label={
        <>
          <BellIcon />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute right-0 top-0 min-w-5 rounded-full bg-primary px-1 text-center text-xs font-bold leading-5 text-on-primary"
            >
              {badge}
            </span>
          )}
        </>
      }
      buttonProps={{ 'aria-label': unread > 0 ? t('bellUnread', { count: unread }) : t('bell'), 'data-testid': 'notifications-bell' }}
      buttonClassName="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-button"
      // On a phone the panel spans the screen below the header.
      panelClassName="right-0 max-h-[70vh] w-96 overflow-y-auto max-sm:fixed max-sm:inset-x-2 max-sm:top-[4.5rem] max-sm:w-auto"
    >
      <NotificationPanel
        groups={groups}
        areaRoot={area.areaRoot}
        failed={conditions.error !== undefined || wallet.error !== undefined}
        onRead={(uuid) => void markRead(uuid)}
      />
    </Popover>
  );
}
