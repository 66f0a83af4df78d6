// The tracker id a borrower's profile carries (spec 000 §7: GET and PATCH v3
// application/heloc/optermizerly-profile with identityUuid, spelled as the spec spells it). The app
// links its browser's telemetry tracker id to the profile, and adopts the profile's when it differs.
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE } from '../api-schemas';
import { authenticate, HttpError } from '../auth/authenticate';
import { callerIdentity, profileOf } from '../identities';

const TAGS = ['telemetry'];
const PROFILE_PATH = '/service-application/api/v3/application/heloc/optermizerly-profile';

interface ProfileQuery {
  identityUuid: string;
}

export const optimizelyProfileRoutes: ApiRoutePlugin = async (app, { db }) => {
  /** The caller's own identity only; another's answers 404, the same as a missing one, so ids cannot be probed. */
  const ownIdentity = async (request: Parameters<typeof authenticate>[0], identityUuid: string) => {
    const row = await callerIdentity(db, authenticate(request));
    if (row.uuid !== identityUuid) throw new HttpError(404, 'Profile not found');
    return row;
  };

  app.get<{ Querystring: ProfileQuery }>(
    PROFILE_PATH,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        querystring: ref('telemetry', 'OptimizelyProfileQuery'),
        response: { 200: ref('telemetry', 'OptimizelyProfile') },
      },
    },
    async (request) => {
      const row = await ownIdentity(request, request.query.identityUuid);
      const stored = profileOf(row).optimizelyProfileUuid;
      return { optimizelyProfileUuid: typeof stored === 'string' ? stored : null };
    },
  );

  app.patch<{ Querystring: ProfileQuery; Body: { optimizelyProfileUuid: string } }>(
    PROFILE_PATH,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        querystring: ref('telemetry', 'OptimizelyProfileQuery'),
        body: ref('telemetry', 'OptimizelyProfileRequest'),
        response: { 200: ref('telemetry', 'OptimizelyProfile') },
      },
    },
    async (request) => {
      const row = await ownIdentity(request, request.query.identityUuid);
      const { optimizelyProfileUuid } = request.body;
      await db
        .updateTable('identities')
        .set({ profile: JSON.stringify({ ...profileOf(row), optimizelyProfileUuid }) })
        .where('uuid', '=', row.uuid)
        .execute();
      return { optimizelyProfileUuid };
    },
  );
};
