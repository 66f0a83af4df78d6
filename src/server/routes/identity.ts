// Identity service: registration, sign-in and logout, password reset (password-reset.ts), the current identity and its phone alias.
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE } from '../api-schemas';
import { AttemptThrottle } from '../auth/attempt-throttle';
import { authenticate, bearerClaims, HttpError, issueToken } from '../auth/authenticate';
import { DeviceCookies } from '../auth/device-cookies';
import { revokeToken } from '../auth/sessions';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { clientLimit } from '../client-limits';
import { callerIdentity, findIdentity, identityView, normaliseEmail } from '../identities';
import { passwordResetRoutes } from './password-reset';
import { isStrongPassword } from '../../engine/validation/password';
import { refuse } from '../refusals';

interface Credentials {
  email: string;
  password: string;
}

const TAGS = ['identity'];
const LOGIN_PATH = '/identity/api/v1/login';
/** Where the spec gives only the broker's logout, the legacy sign-in's counterpart sits beside its identity calls. */
export const LOGOUT_PATH = '/identity/secure/api/v1/logout';
const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const AVAILABILITY_CHECKS_PER_MINUTE = 60;
/**
 * Per address (scaled for the end-to-end server). One address is often many people: an office, a
 * family, a carrier's shared address, a compliance tester trying personas. Each account is guarded
 * by its own counts (ATTEMPTS_PER_KEY); the address's ceilings only stop a spray across many emails
 * (guessing passwords, listing accounts, opening accounts in bulk), at a rate no office reaches.
 */
export const LOGINS_PER_CLIENT = 100;
export const REGISTRATIONS_PER_CLIENT = 50;
/** The contact step's early look-up tells what registering would tell a step later (docs/security.md): twice the registrations, for a changed mind. */
export const EMAIL_CHECKS_PER_CLIENT = 100;
export const REGISTRATION_AVAILABILITY_PATH = '/identity/api/v1/registration/availability';
export const EMAIL_CHECK_PATH = '/identity/api/v1/registration/email-check';
/** Per account, device or email (never scaled): the documented five in 15 minutes. */
const ATTEMPTS_PER_KEY = 5;

/** Refuses with 429, Retry-After and words a person can act on. */
function tooMany(
  reply: FastifyReply,
  retryAfterSeconds: number,
  what: 'tooManyRegistrations' | 'tooManyRegistrationsFromConnection' | 'tooManyLogins',
): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return refuse(429, what, { count: Math.ceil(retryAfterSeconds / 60) });
}
/**
 * Compared against when the email is unknown, so a miss costs as much as a wrong password. Made on
 * the first miss rather than at start-up, which need not pay for a hash.
 */
let dummyHash: Promise<string> | undefined;
const unknownEmailHash = () => (dummyHash ??= hashPassword('not-a-real-password'));

export const identityRoutes: ApiRoutePlugin = async (app, context) => {
  const { db, lenders, tokens, now = Date.now } = context;
  // Sign-ins are counted per account for unknown browsers and per browser for known ones (device cookies).
  const scope = (name: string) => `${context.countNamespace ?? ''}${name}`;
  const signIns = new AttemptThrottle(db, scope('sign-in'), ATTEMPTS_PER_KEY, FIFTEEN_MINUTES, now);
  const registrations = new AttemptThrottle(db, scope('registration'), ATTEMPTS_PER_KEY, FIFTEEN_MINUTES, now);
  // Counted here rather than by the route's rate limit, so the availability check can read it first.
  const registrationsFromAddress = new AttemptThrottle(
    db,
    scope('registration-address'),
    clientLimit(context, REGISTRATIONS_PER_CLIENT),
    HOUR,
    now,
  );
  const devices = new DeviceCookies(tokens.derivedKey('device-cookie'), LOGIN_PATH, now);
  const account = (orgCode: string, email: string) => `${orgCode}:${normaliseEmail(email)}`;
  await passwordResetRoutes(app, context, {
    // The account's own count and every browser's count for it (`account#device`).
    forgetSignInAttempts: (orgCode, email) => signIns.forget(account(orgCode, email)),
  });

  app.post<{ Body: Credentials & { phoneNumber: string } }>(
    '/identity/api/v1/registration/register',
    {
      schema: {
        tags: TAGS,
        querystring: ref('identity', 'OrganizationQuery'),
        body: ref('identity', 'RegisterRequest'),
        response: { 200: ref('identity', 'JwtResponse') },
      },
    },
    async (request, reply) => {
      const lender = lenders.forRequest(request);
      const { email, password, phoneNumber } = request.body;
      if (!isStrongPassword(password)) throw refuse(400, 'passwordWeak');
      const fromAddress = await registrationsFromAddress.reserve(request.ip);
      if ('retryAfterSeconds' in fromAddress) throw tooMany(reply, fromAddress.retryAfterSeconds, 'tooManyRegistrationsFromConnection');
      const attempt = await registrations.reserve(account(lender.orgCode, email));
      if ('retryAfterSeconds' in attempt) throw tooMany(reply, attempt.retryAfterSeconds, 'tooManyRegistrations');
      // The spec: a 401 on registering means the account already exists.
      if (await findIdentity(db, lender.orgCode, email)) throw new HttpError(401, 'identity exists');
      const uuid = randomUUID();
      const inserted = await db
        .insertInto('identities')
        .values({
          uuid,
          email: normaliseEmail(email),
          password_hash: await hashPassword(password),
          phone_number: phoneNumber,
          type: 'PRIMARY',
          org_code: lender.orgCode,
          profile: JSON.stringify({}),
        })
        // Two registrations racing for one email: the unique index lets only one through.
        .onConflict((c) => c.columns(['email', 'org_code']).doNothing())
        .returning('uuid')
        .executeTakeFirst();
      if (!inserted) throw new HttpError(401, 'identity exists');
      request.log.info({ identity: uuid, org: lender.orgCode }, 'identity registered');
      reply.header('set-cookie', devices.issue(account(lender.orgCode, email), request.protocol === 'https'));
      return { jwt: issueToken(reply, tokens, { sub: uuid, org: lender.orgCode, typ: 'PRIMARY', gen: 0 }) };
    },
  );

  // Asked as registration begins, so a paused address is said before the person has typed
  // everything, not by the last step's refusal. Counts nothing.
  app.get(
    REGISTRATION_AVAILABILITY_PATH,
    {
      config: { rateLimit: { max: clientLimit(context, AVAILABILITY_CHECKS_PER_MINUTE), timeWindow: 60_000 } },
      schema: { tags: TAGS, response: { 200: ref('identity', 'RegistrationAvailability') } },
    },
    async (request) => {
      const retryAfterSeconds = await registrationsFromAddress.retryAfter(request.ip);
      return retryAfterSeconds === null ? { open: true } : { open: false, retryAfterSeconds };
    },
  );

  // POST, so the email stays out of URLs and access logs.
  app.post<{ Body: { email: string } }>(
    EMAIL_CHECK_PATH,
    {
      config: { rateLimit: { max: clientLimit(context, EMAIL_CHECKS_PER_CLIENT), timeWindow: HOUR } },
      schema: {
        tags: TAGS,
        querystring: ref('identity', 'OrganizationQuery'),
        body: ref('identity', 'EmailCheckRequest'),
        response: { 200: ref('identity', 'EmailCheckResponse') },
      },
    },
    async (request) => {
      const lender = lenders.forRequest(request);
      return { accountExists: Boolean(await findIdentity(db, lender.orgCode, request.body.email)) };
    },
  );

  app.post<{ Body: Credentials }>(
    LOGIN_PATH,
    {
      config: { rateLimit: { max: clientLimit(context, LOGINS_PER_CLIENT), timeWindow: FIFTEEN_MINUTES } },
      schema: {
        tags: TAGS,
        querystring: ref('identity', 'OrganizationQuery'),
        body: ref('identity', 'LoginRequest'),
        response: { 200: ref('identity', 'JwtResponse') },
      },
    },
    async (request, reply) => {
      const lender = lenders.forRequest(request);
      const { email, password } = request.body;
      const key = account(lender.orgCode, email);
      const device = devices.deviceOf(request.headers.cookie, key);
      // Counted before the password is checked, so no burst gets more than five checks.
      const attempt = await signIns.reserve(device ? `${key}#${device}` : key);
      if ('retryAfterSeconds' in attempt) throw tooMany(reply, attempt.retryAfterSeconds, 'tooManyLogins');
      let guessed = false;
      try {
        const identity = await findIdentity(db, lender.orgCode, email);
        const valid = await verifyPassword(password, identity?.password_hash ?? (await unknownEmailHash()));
        if (!identity || !valid) {
          guessed = true;
          throw refuse(401, 'wrongPassword');
        }
        // A fresh device id each time: the browser's own count starts again, the account's does not.
        reply.header('set-cookie', devices.issue(key, request.protocol === 'https'));
        return {
          jwt: issueToken(reply, tokens, {
            sub: identity.uuid,
            org: identity.org_code,
            typ: identity.type,
            gen: identity.session_generation,
          }),
        };
      } finally {
        // Only a wrong password stays counted; a success or a failure of ours was no guess.
        if (!guessed) await attempt.release();
      }
    },
  );

  app.post(
    LOGOUT_PATH,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        response: { 204: { type: 'null', description: 'Signed out: the token is refused from now on.' } },
      },
    },
    async (request, reply) => {
      const claims = bearerClaims(request);
      if (!claims) throw new HttpError(401, 'unauthenticated');
      await revokeToken(db, claims.jti, claims.exp, now());
      return reply.code(204).send();
    },
  );

  app.get(
    '/identity/secure/api/v1_1/identity',
    { schema: { tags: TAGS, security: SECURE, response: { 200: ref('identity', 'Identity') } } },
    async (request) => identityView(await callerIdentity(db, authenticate(request))),
  );

  app.put<{ Body: { type: 'Phone'; value: string } }>(
    '/identity/secure/api/v1/identity/alias',
    { schema: { tags: TAGS, security: SECURE, body: ref('identity', 'AliasRequest'), response: { 200: ref('identity', 'Identity') } } },
    async (request) => {
      const caller = authenticate(request);
      const row = await db
        .updateTable('identities')
        .set({ phone_number: request.body.value })
        .where('uuid', '=', caller.identityUuid)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new HttpError(401, 'unauthenticated');
      return identityView(row);
    },
  );
};
