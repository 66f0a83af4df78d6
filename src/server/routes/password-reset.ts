// Password reset by email: ask for a link (answered alike whether or not the email has an account),
// check a link, and set a new password with it, which ends every session the identity had.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../app';
import { ref } from '../api-schemas';
import { AttemptThrottle } from '../auth/attempt-throttle';
import { HttpError } from '../auth/authenticate';
import { hashPassword } from '../auth/passwords';
import { endAllSessions } from '../auth/sessions';
import { createReset, RESET_LINK_MINUTES, resetLinkState, useReset, type UnusableReason } from '../auth/password-resets';
import { clientLimit } from '../client-limits';
import { findIdentity, identityByUuid, normaliseEmail } from '../identities';
import { outboxContent, recordMessage } from '../outbox';
import { isStrongPassword } from '../../engine/validation/password';
import { RESET_PASSWORD_PATH } from '../../engine/routing/login-redirect';
import { lenderLink } from '../../engine/routing/lender-link';
import { refuse } from '../refusals';

const TAGS = ['identity'];
export const RESET_REQUEST_PATH = '/identity/api/v1/password-reset/request';
export const RESET_CHECK_PATH = '/identity/api/v1/password-reset/check';
export const RESET_COMPLETE_PATH = '/identity/api/v1/password-reset/complete';
const HOUR = 60 * 60 * 1000;
/** Per address (scaled for the end-to-end server): an office forgets a few passwords an hour, not dozens (the per-email count guards each inbox). */
export const RESET_REQUESTS_PER_CLIENT = 30;
/** Per email (never scaled), known or not: enough to ask again when a message is slow, too few to flood an inbox. */
export const RESET_REQUESTS_PER_EMAIL = 3;
/** Link checks and uses per address a minute: a token has 256 random bits, so this only keeps the server's load down. */
const LINK_USES_PER_CLIENT = 20;

/** Answered to every request, so the answer tells nothing about whether the email has an account. */
export const RESET_ACCEPTED = {
  message: `If that email has an account with us, we've sent it a link to set a new password. The link works for ${RESET_LINK_MINUTES} minutes.`,
};

const UNUSABLE: Record<UnusableReason, () => HttpError> = {
  unknown: () => refuse(404, 'resetLinkBroken'),
  used: () => refuse(410, 'resetLinkUsed'),
  expired: () => refuse(410, 'resetLinkExpired', { minutes: RESET_LINK_MINUTES }),
};
const refusal = (reason: UnusableReason) => UNUSABLE[reason]();

export interface PasswordResetHooks {
  /** Forgets the account's failed sign-ins: whoever set a new password knows it now. */
  forgetSignInAttempts(orgCode: string, email: string): Promise<void>;
}

export async function passwordResetRoutes(app: FastifyInstance, context: ApiContext, hooks: PasswordResetHooks): Promise<void> {
  const { db, lenders, sandbox, now = Date.now } = context;
  const perEmail = new AttemptThrottle(db, `${context.countNamespace ?? ''}reset-request`, RESET_REQUESTS_PER_EMAIL, HOUR, now);

  app.post<{ Body: { email: string } }>(
    RESET_REQUEST_PATH,
    {
      config: { rateLimit: { max: clientLimit(context, RESET_REQUESTS_PER_CLIENT), timeWindow: HOUR } },
      schema: {
        tags: TAGS,
        description: `Emails a link to set a new password (in the sandbox, to the outbox), working once for ${RESET_LINK_MINUTES} minutes. Answered 202 alike whether or not the email has an account.`,
        querystring: ref('identity', 'OrganizationQuery'),
        body: ref('identity', 'PasswordResetRequest'),
        response: { 202: ref('identity', 'PasswordResetAccepted') },
      },
    },
    async (request, reply) => {
      const lender = lenders.forRequest(request);
      const email = normaliseEmail(request.body.email);
      // Counted for every email, known or not, so the limit tells nothing either.
      const attempt = await perEmail.reserve(`${lender.orgCode}:${email}`);
      if ('retryAfterSeconds' in attempt) {
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        throw refuse(429, 'tooManyResetRequests', { count: Math.ceil(attempt.retryAfterSeconds / 60) });
      }
      const identity = await findIdentity(db, lender.orgCode, email);
      // Answered before the link is made and sent, so a known email takes no longer to answer than an unknown one.
      await reply.code(202).send(RESET_ACCEPTED);
      if (!identity) return reply;
      try {
        const token = await createReset(db, identity.uuid, now());
        const url = lenderLink(`${RESET_PASSWORD_PATH}?token=${token}`, lender.orgCode);
        const values = { companyName: lender.company.companyName, minutes: String(RESET_LINK_MINUTES) };
        const kind = 'passwordReset';
        // The sandbox sends no email: the message goes to its outbox. A deployment sends it here.
        if (sandbox)
          await recordMessage(db, {
            to: identity.email,
            orgCode: lender.orgCode,
            kind,
            sentAt: now(),
            ...outboxContent(kind, values, url),
          });
        request.log.info({ identity: identity.uuid }, 'password reset link sent');
      } catch (error) {
        request.log.error({ err: error, identity: identity.uuid }, 'password reset link not sent');
      }
      return reply;
    },
  );

  app.post<{ Body: { token: string } }>(
    RESET_CHECK_PATH,
    {
      config: { rateLimit: { max: clientLimit(context, LINK_USES_PER_CLIENT), timeWindow: 60_000 } },
      schema: {
        tags: TAGS,
        description:
          'Whether a reset link still works (the token in the body, so it is not logged): the email it resets; 404 unknown, 410 used or expired.',
        body: ref('identity', 'PasswordResetToken'),
        response: { 200: ref('identity', 'PasswordResetLink') },
      },
    },
    async (request) => {
      const state = await resetLinkState(db, request.body.token, now());
      if ('unusable' in state) throw refusal(state.unusable);
      return { email: (await identityByUuid(db, state.identityUuid)).email };
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    RESET_COMPLETE_PATH,
    {
      config: { rateLimit: { max: clientLimit(context, LINK_USES_PER_CLIENT), timeWindow: 60_000 } },
      schema: {
        tags: TAGS,
        description:
          'Sets a new password (the registration rules) with a reset link, once; every session the identity had ends. 204; 400 a weak password; 404 unknown link; 410 used or expired.',
        body: ref('identity', 'PasswordResetCompletion'),
        response: { 204: { type: 'null', description: 'The new password is set and every earlier session has ended.' } },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      if (!isStrongPassword(password)) throw refuse(400, 'passwordRules');
      // A cheap look first, so a dead link costs no password hash; the transaction below decides.
      const before = await resetLinkState(db, token, now());
      if ('unusable' in before) throw refusal(before.unusable);
      const passwordHash = await hashPassword(password);
      const outcome = await db.transaction().execute(async (tx) => {
        const used = await useReset(tx, token, now());
        if ('unusable' in used) return used;
        const identity = await tx
          .updateTable('identities')
          .set({ password_hash: passwordHash })
          .where('uuid', '=', used.identityUuid)
          .returning(['uuid', 'email', 'org_code'])
          .executeTakeFirstOrThrow();
        await endAllSessions(tx, identity.uuid);
        return identity;
      });
      if ('unusable' in outcome) throw refusal(outcome.unusable);
      await hooks.forgetSignInAttempts(outcome.org_code, outcome.email);
      request.log.info({ identity: outcome.uuid }, 'password reset');
      return reply.code(204).send();
    },
  );
}
