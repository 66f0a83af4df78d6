// The notifications panel's content: each group's entries (open conditions, then wallet messages),
// the first few until 'View All', unread ones marked in words as well as colour.
import { CloseButton } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WalletNotification } from '@/engine/conditions/condition';
import { conditionHref, categoryOf } from '@/engine/conditions/condition-page';
import { canExpand, visibleEntries, type NotificationEntry, type NotificationGroup } from '@/engine/conditions/notification-groups';
import { formatRelativeTime } from '@/engine/format/format';
import { safeReturnPath } from '@/engine/routing/login-redirect';
import { CONDITIONS_CONFIG } from '@/api/conditions';
import { useIntlLocale } from '../i18n/use-intl-locale';

const ENTRY_LINK_CLASS = 'block min-h-11 rounded-control p-2 hover:bg-page focus-visible:outline-2 focus-visible:outline-primary';

function UnreadMark() {
  const { t } = useTranslation('notifications');
  return <span className="ml-2 inline-block rounded-full bg-primary px-2 text-xs font-semibold text-on-primary">{t('unread')}</span>;
}

function When({ at }: { at: string }) {
  const locale = useIntlLocale();
  const time = Date.parse(at);
  if (Number.isNaN(time)) return null;
  return (
    <time dateTime={at} className="block text-sm text-muted">
      {formatRelativeTime(time, { locale })}
    </time>
  );
}

function ConditionEntry({ entry, areaRoot }: { entry: Extract<NotificationEntry, { kind: 'condition' }>; areaRoot: string }) {
  const { t } = useTranslation('notifications');
  const category = categoryOf(entry.condition, CONDITIONS_CONFIG);
  const href = conditionHref(entry.condition, CONDITIONS_CONFIG, areaRoot);
  if (!category || !href) return null;
  return (
    <CloseButton as={Link} to={href} className={ENTRY_LINK_CLASS}>
      <span className="font-semibold text-link underline">{t(category.header)}</span>
      <UnreadMark />
      <When at={entry.condition.created} />
    </CloseButton>
  );
}

function WalletEntry({ notification, onRead }: { notification: WalletNotification; onRead: (uuid: string) => void }) {
  const { t } = useTranslation('notifications');
  const unread = notification.status === 'UNREAD';
  return (
    <div className="space-y-1 p-2">
      <p className="font-semibold">
        {notification.title}
        {unread && <UnreadMark />}
      </p>
      <p className="text-sm">{notification.description}</p>
      <When at={notification.created} />
      <div className="flex flex-wrap gap-x-4">
        {notification.ctas.map((cta) => {
          // A call to action may only lead within this site.
          const target = safeReturnPath(cta.redirectPath);
          return target ? (
            <a
              key={cta.title}
              href={target}
              className="inline-flex min-h-11 items-center font-semibold text-link underline"
              onClick={() => unread && onRead(notification.uuid)}
            >
              {cta.title}
            </a>
          ) : null;
        })}
        {unread && (
          <button
            type="button"
            className="inline-flex min-h-11 items-center font-semibold text-link underline"
            onClick={() => onRead(notification.uuid)}
          >
            {t('markRead')}
          </button>
        )}
      </div>
    </div>
  );
}

function Group({ group, areaRoot, onRead }: { group: NotificationGroup; areaRoot: string; onRead: (uuid: string) => void }) {
  const { t } = useTranslation('notifications');
  const [expanded, setExpanded] = useState(false);
  const panel = CONDITIONS_CONFIG.notifications;
  const headingId = `notifications-${group.id}`;
  const listId = `${headingId}-list`;
  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <h3 id={headingId} className="flex items-baseline justify-between gap-2 font-semibold">
        <span>{t(`groups.${group.id}`)}</span>
        {group.unreadCount > 0 && (
          <span className="text-sm font-normal text-muted">
            {t(group.unreadCapped ? 'groupUnreadCapped' : 'groupUnread', { count: group.unreadCount })}
          </span>
        )}
      </h3>
      <ul id={listId} className="divide-y divide-line">
        {visibleEntries(group.entries, expanded, panel).map((entry) => (
          <li key={entry.id}>
            {entry.kind === 'condition' ? (
              <ConditionEntry entry={entry} areaRoot={areaRoot} />
            ) : (
              <WalletEntry notification={entry.notification} onRead={onRead} />
            )}
          </li>
        ))}
      </ul>
      {canExpand(group.entries, panel) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          className="inline-flex min-h-11 items-center font-semibold text-link underline"
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('showFewer') : t('viewAll')}
        </button>
      )}
    </section>
  );
}

export function NotificationPanel(props: {
  groups: NotificationGroup[];
  areaRoot: string;
  failed: boolean;
  onRead: (uuid: string) => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold">{t('title')}</h2>
      {props.failed && (
        <p role="alert" className="text-sm font-semibold text-error">
          {t('loadFailed')}
        </p>
      )}
      {props.groups.length === 0 && !props.failed && <p className="text-muted">{t('empty')}</p>}
      {props.groups.map((group) => (
        <Group key={group.id} group={group} areaRoot={props.areaRoot} onRead={props.onRead} />
      ))}
    </div>
  );
}
