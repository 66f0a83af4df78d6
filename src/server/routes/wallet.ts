// Wallet service notifications (spec 001 §3, §4): messages for the signed-in person, unread until
// they read them. Kept with the identity's profile; the sandbox control adds them.
import { randomUUID } from 'node:crypto';
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE, UUID_PARAMS } from '../api-schemas';
import { authenticate, HttpError } from '../auth/authenticate';
import { ownedApplication } from '../applications';
import type { Database } from '../db/database';
import { callerIdentity, identityByUuid, profileOf, type IdentityRow } from '../identities';
import type { WalletNotification, WalletNotificationCta } from '../../engine/conditions/condition';
import { UNREAD_STATUS } from '../../engine/conditions/notification-groups';

const TAGS = ['wallet'];
export const WALLET_NOTIFICATIONS_PATH = '/service-wallet/secure/api/v3/notifications';

const notificationsOf = (row: IdentityRow): WalletNotification[] =>
  (profileOf(row).walletNotifications as WalletNotification[] | undefined) ?? [];

async function saveNotifications(db: Database, row: IdentityRow, notifications: WalletNotification[]): Promise<void> {
  await db
    .updateTable('identities')
    .set({ profile: JSON.stringify({ ...profileOf(row), walletNotifications: notifications }) })
    .where('uuid', '=', row.uuid)
    .execute();
}

export const walletRoutes: ApiRoutePlugin = async (app, { db, sandbox, now: clock = Date.now }) => {
  app.get(
    WALLET_NOTIFICATIONS_PATH,
    { schema: { tags: TAGS, security: SECURE, response: { 200: ref('wallet', 'WalletNotificationList') } } },
    async (request) => notificationsOf(await callerIdentity(db, authenticate(request))),
  );

  app.post<{ Params: { notificationUuid: string } }>(
    `${WALLET_NOTIFICATIONS_PATH}/:notificationUuid/read`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: ref('wallet', 'NotificationParams'),
        response: { 200: ref('wallet', 'WalletNotification') },
      },
    },
    async (request) => {
      const row = await callerIdentity(db, authenticate(request));
      const notifications = notificationsOf(row);
      const notification = notifications.find((n) => n.uuid === request.params.notificationUuid);
      if (!notification) throw new HttpError(404, 'Notification not found');
      notification.status = 'READ';
      await saveNotifications(db, row, notifications);
      return notification;
    },
  );

  if (!sandbox) return;

  app.post<{ Params: { uuid: string }; Body: { title: string; description: string; ctas?: WalletNotificationCta[] } }>(
    '/sandbox/api/v1/applications/:uuid/wallet-notifications',
    {
      schema: {
        tags: ['sandbox'],
        description: "Sends the application's borrower a wallet notification. Sandbox mode only, with the borrower's token.",
        security: SECURE,
        params: UUID_PARAMS,
        body: ref('wallet', 'SandboxWalletNotificationRequest'),
        response: { 201: ref('wallet', 'WalletNotification') },
      },
    },
    async (request, reply) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      const row = await identityByUuid(db, application.identityUuid);
      const notification: WalletNotification = {
        uuid: randomUUID(),
        created: new Date(clock()).toISOString(),
        title: request.body.title,
        description: request.body.description,
        status: UNREAD_STATUS,
        ctas: request.body.ctas ?? [],
      };
      await saveNotifications(db, row, [...notificationsOf(row), notification]);
      return reply.code(201).send(notification);
    },
  );
};
