// Reading identities and the profile kept with them.
import type { Selectable } from 'kysely';
import type { Database, Executor } from './db/database';
import type { IdentityTable } from './db/schema';
import { HttpError, type Caller } from './auth/authenticate';

export type IdentityRow = Selectable<IdentityTable>;

/** Profile fields gathered at registration and on the application's start pages. */
export interface StoredProfile {
  name?: { firstName?: string; middleName?: string; lastName?: string; suffix?: string };
  dob?: string;
  addresses?: Array<Record<string, unknown>>;
  hasSsn?: boolean;
  [key: string]: unknown;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findIdentity(db: Database, orgCode: string, email: string): Promise<IdentityRow | undefined> {
  return db
    .selectFrom('identities')
    .selectAll()
    .where('org_code', '=', orgCode)
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

/** The caller's identity; a token for an identity that no longer exists is not a session. */
export async function callerIdentity(db: Database, caller: Caller): Promise<IdentityRow> {
  const row = await db.selectFrom('identities').selectAll().where('uuid', '=', caller.identityUuid).executeTakeFirst();
  if (!row) throw new HttpError(401, 'unauthenticated');
  return row;
}

export function profileOf(row: IdentityRow): StoredProfile {
  return row.profile as StoredProfile;
}

/** The identity as the identity service answers it. */
export function identityView(row: IdentityRow) {
  const profile = profileOf(row);
  return {
    uuid: row.uuid,
    type: row.type,
    ...(profile.name ? { name: profile.name } : {}),
    email: row.email,
    phoneNumbers: row.phone_number ? [{ type: 'MOBILE', number: row.phone_number }] : [],
  };
}

export async function identityByUuid(db: Executor, uuid: string): Promise<IdentityRow> {
  return db.selectFrom('identities').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
}
