// Profile service: the borrower's profile, their name, and the consent types they agree to.
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE } from '../api-schemas';
import { authenticate } from '../auth/authenticate';
import { callerIdentity, profileOf, type IdentityRow } from '../identities';

const TAGS = ['profile'];
const PROFILE_PATH = '/service-profile/api/v1/profile';

/** Versions of the documents the set-password step asks the borrower to accept. */
const PROFILE_CONSENT_TYPES = [
  { type: 'PRIVACY', version: '2026-01' },
  { type: 'TERMS', version: '2026-01' },
  { type: 'COMMUNICATIONS', version: '2026-01' },
];

function profileView(row: IdentityRow) {
  const profile = profileOf(row);
  return {
    uuid: row.uuid,
    organizationCode: row.org_code,
    type: row.type,
    profileType: row.type,
    name: profile.name ?? null,
    dob: profile.dob ?? null,
    email: row.email,
    phoneNumbers: row.phone_number ? [{ type: 'MOBILE', number: row.phone_number }] : [],
    addresses: profile.addresses ?? [],
    hasSsn: profile.hasSsn ?? false,
    optimizelyProfileUuid: profile.optimizelyProfileUuid ?? null,
  };
}

export const profileRoutes: ApiRoutePlugin = async (app, { db }) => {
  app.get(PROFILE_PATH, { schema: { tags: TAGS, security: SECURE } }, async (request) =>
    profileView(await callerIdentity(db, authenticate(request))),
  );

  app.put<{ Body: { firstName: string; lastName: string; suffix?: string } }>(
    `${PROFILE_PATH}/name`,
    { schema: { tags: TAGS, security: SECURE, body: ref('application', 'ProfileNameRequest') } },
    async (request) => {
      const row = await callerIdentity(db, authenticate(request));
      const profile = profileOf(row);
      const name = { ...profile.name, ...request.body };
      const [updated] = await db
        .updateTable('identities')
        .set({ profile: JSON.stringify({ ...profile, name }) })
        .where('uuid', '=', row.uuid)
        .returningAll()
        .execute();
      return profileView(updated!);
    },
  );

  app.get(`${PROFILE_PATH}/consent-types`, { schema: { tags: TAGS } }, async () => PROFILE_CONSENT_TYPES);
};
