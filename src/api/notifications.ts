// The wallet service's notifications for the signed-in person (spec 001 §3, §4).
import useSWR from 'swr';
import type { WalletNotification } from '@/engine/conditions/condition';
import type { ApiRequest } from './request';

const NOTIFICATIONS_PATH = '/service-wallet/secure/api/v3/notifications';

export const fetchWalletNotifications = (request: ApiRequest) =>
  request<WalletNotification[]>(NOTIFICATIONS_PATH, { authFailureEndsSession: false });

export const markNotificationRead = (request: ApiRequest, notificationUuid: string) =>
  request<WalletNotification>(`${NOTIFICATIONS_PATH}/${encodeURIComponent(notificationUuid)}/read`, { method: 'POST' });

/** Fetched on mount, without retries or refetch on focus (spec 001 §7); `enabled` false fetches nothing. */
export function useWalletNotifications(request: ApiRequest, enabled: boolean) {
  return useSWR(enabled ? ['wallet-notifications'] : null, () => fetchWalletNotifications(request), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
