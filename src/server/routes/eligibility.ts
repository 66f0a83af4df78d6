// Where a lender lends and whether a borrower may start an application; the waitlist for the rest.
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { authenticate } from '../auth/authenticate';
import { applicationsOf, startBlock } from '../applications';
import { clientLimit } from '../client-limits';

/** Nobody joins a waitlist more than a few times; a flood of rows is somebody filling the table. */
export const WAITLIST_JOINS_PER_CLIENT = 10;

const TAGS = ['eligibility'];
const EXTERNAL_PATH = '/service-application/external/api/v1/heloc';

export const eligibilityRoutes: ApiRoutePlugin = async (app, { db, lenders, now: clock = Date.now, clientLimitScale }) => {
  const query = ref('application', 'OrgCodeQuery');

  app.get(`${EXTERNAL_PATH}/states-eligibility`, { schema: { tags: TAGS, querystring: query } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const lender = lenders.forRequest(request);
    return { organizationCode: lender.orgCode, states: lender.states.supported };
  });

  app.get(`${EXTERNAL_PATH}/zip-eligibility`, { schema: { tags: TAGS, querystring: query } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const lender = lenders.forRequest(request);
    return { organizationCode: lender.orgCode, excludedZips: lender.states.excludedZips ?? [] };
  });

  app.get(`${EXTERNAL_PATH}/state-licenses`, { schema: { tags: TAGS, querystring: query } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return lenders.forRequest(request).states.licensed.map((abbrev) => ({ abbrev }));
  });

  app.get(
    '/service-search/api/v1/profiles/actions/verify-ability-to-start-application',
    { schema: { tags: TAGS, security: [{ bearer: [] }] } },
    async (request) => {
      const caller = authenticate(request);
      const now = clock();
      const applications = await applicationsOf(db, caller.identityUuid, now);
      const block = startBlock(applications, now);
      return {
        canStartApplication: block === null,
        organizationsWithActiveApplication: [...new Set(applications.filter((a) => a.document.active).map((a) => a.orgCode))],
        ...(block ? { reason: block.reason, message: block.message, applicationUuid: block.applicationUuid } : {}),
      };
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/waitlist/home-equity-loan-plus',
    {
      schema: { tags: TAGS, body: ref('application', 'WaitlistRequest') },
      config: { rateLimit: { max: clientLimit({ clientLimitScale }, WAITLIST_JOINS_PER_CLIENT), timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const lender = lenders.forRequest(request);
      const { email, ...rest } = request.body;
      await db
        .insertInto('waitlist')
        .values({ org_code: lender.orgCode, entry: JSON.stringify({ ...rest, email: String(email).toLowerCase() }) })
        .execute();
      return reply.code(201).send({ status: 'ADDED' });
    },
  );
};
