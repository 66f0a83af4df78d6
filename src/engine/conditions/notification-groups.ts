// The notifications panel (spec 001 §4): open conditions count as unread; wallet notifications are
// unread while their status is UNREAD. Each group shows its first few until 'View All', and its
// unread count stops at a cap.
import type { ConditionsConfig } from '../types/conditions';
import type { Condition, WalletNotification } from './condition';

export const UNREAD_STATUS = 'UNREAD';

export type NotificationGroupId = 'conditions' | 'wallet';

export type NotificationEntry =
  | { kind: 'condition'; id: string; unread: true; condition: Condition }
  | { kind: 'wallet'; id: string; unread: boolean; notification: WalletNotification };

export interface NotificationGroup {
  id: NotificationGroupId;
  entries: NotificationEntry[];
  /** Unread entries, at most the cap. */
  unreadCount: number;
  /** More unread entries than the cap: shown as '8+'. */
  unreadCapped: boolean;
}

type PanelConfig = ConditionsConfig['notifications'];

function group(id: NotificationGroupId, entries: NotificationEntry[], { unreadCap }: PanelConfig): NotificationGroup {
  const unread = entries.filter((entry) => entry.unread).length;
  return { id, entries, unreadCount: Math.min(unread, unreadCap), unreadCapped: unread > unreadCap };
}

const newestFirst = (a: WalletNotification, b: WalletNotification) => (Date.parse(b.created) || 0) - (Date.parse(a.created) || 0);

/**
 * The panel's groups, empty ones left out. `conditions` are the known ones in the spec's order
 * (oldest first); only those still needing action are notifications. Wallet messages, newest first.
 */
export function notificationGroups(
  conditions: readonly Condition[],
  wallet: readonly WalletNotification[],
  config: PanelConfig,
): NotificationGroup[] {
  const conditionEntries: NotificationEntry[] = conditions
    .filter((condition) => condition.actionNeeded)
    .map((condition) => ({ kind: 'condition', id: condition.uuid, unread: true, condition }));
  const walletEntries: NotificationEntry[] = [...wallet]
    .sort(newestFirst)
    .map((notification) => ({ kind: 'wallet', id: notification.uuid, unread: notification.status === UNREAD_STATUS, notification }));
  return [group('conditions', conditionEntries, config), group('wallet', walletEntries, config)].filter((g) => g.entries.length > 0);
}

/** The entries a group shows: all once expanded, else the first `shownByDefault`. */
export const visibleEntries = (entries: readonly NotificationEntry[], expanded: boolean, { shownByDefault }: PanelConfig) =>
  expanded ? [...entries] : entries.slice(0, shownByDefault);

/** Whether the group has more than it shows by default, so it offers 'View All'. */
export const canExpand = (entries: readonly NotificationEntry[], { shownByDefault }: PanelConfig) => entries.length > shownByDefault;

/** The bell's badge: every group's unread count (each capped) added up. */
export const totalUnread = (groups: readonly NotificationGroup[]) => groups.reduce((sum, g) => sum + g.unreadCount, 0);
