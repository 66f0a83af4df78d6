// Identity service: registration, sign-in, the current identity and its phone alias.
import { randomUUID } from 'node:crypto';
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE } from '../api-schemas';
import { authenticate, HttpError, issueToken } from '../auth/authenticate';
import { LoginThrottle } from '../auth/login-throttle';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { callerIdentity, findIdentity, identityView, normaliseEmail } from '../identities';
import { isStrongPassword } from '../../engine/validation/password';

interface Credentials {
  email: string;
  password: string;
}

const TAGS = ['identity'];
/**
 * Compared against when the email is unknown, so a miss costs as much as a wrong password. Made on
 * the first miss rather than at start-up, which need not pay for a hash.
 */
let dummyHash: Promise<string> | undefined;
const unknownEmailHash = () => (dummyHash ??= hashPassword('not-a-real-password'));

export const identityRoutes: ApiRoutePlugin = async (app, { db, lenders, tokens }) => {
  const throttle = new LoginThrottle();

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
      if (!isStrongPassword(password)) throw new HttpError(400, 'Password is not strong enough');
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
      return { jwt: issueToken(reply, tokens, { sub: uuid, org: lender.orgCode, typ: 'PRIMARY' }) };
    },
  );

  app.post<{ Body: Credentials }>(
    '/identity/api/v1/login',
    {
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
      const key = `${lender.orgCode}:${normaliseEmail(email)}`;
      const wait = throttle.retryAfterSeconds(key);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, `Too many sign-in attempts. Please wait ${Math.ceil(wait / 60)} minutes and try again.`);
      }
      const identity = await findIdentity(db, lender.orgCode, email);
      const valid = await verifyPassword(password, identity?.password_hash ?? (await unknownEmailHash()));
      if (!identity || !valid) {
        throttle.fail(key);
        throw new HttpError(401, 'The email or password is incorrect');
      }
      throttle.succeed(key);
      return { jwt: issueToken(reply, tokens, { sub: identity.uuid, org: identity.org_code, typ: identity.type }) };
    },
  );

  app.get(
    '/identity/secure/api/v1_1/identity',
    { schema: { tags: TAGS, security: SECURE, response: { 200: ref('identity', 'Identity') } } },
    async (request) => identityView(await callerIdentity(db, authenticate(request, tokens))),
  );

  app.put<{ Body: { type: 'Phone'; value: string } }>(
    '/identity/secure/api/v1/identity/alias',
    { schema: { tags: TAGS, security: SECURE, body: ref('identity', 'AliasRequest'), response: { 200: ref('identity', 'Identity') } } },
    async (request) => {
      const caller = authenticate(request, tokens);
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
