// A registration's answers handed to the lender paired with the one they were given to (the New
// York modal). The paired lender may live on another host, whose browser storage this one cannot
// write, so the answers wait here under a random id: the link carries it in its fragment, which
// browsers never send to a server, and the paired lender's page claims it once, within minutes.
// Only the id's SHA-256 is kept, so the table cannot be read back into working links (docs/decisions.md).
import { createHash, randomBytes } from 'node:crypto';
import flowFile from '../../../flows/registration.json';
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { HttpError } from '../auth/authenticate';
import { clientLimit } from '../client-limits';
import { handoverDraft } from '../../engine/registration/handover';
import type { RegistrationFlow } from '../../engine/types/registration-flow';

/** How long the answers wait: long enough to follow a link, short enough that nothing lingers. */
export const HANDOVER_MINUTES = 10;
/** A person hands over once or twice; more from one address is someone filling the table. */
export const HANDOVERS_PER_CLIENT = 30;

const flow = flowFile as unknown as RegistrationFlow;
const TAGS = ['identity'];
const PATH = '/identity/api/v1/registration/handovers';
const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url');

export const registrationHandoverRoutes: ApiRoutePlugin = async (app, context) => {
  const { db, lenders, now: clock = Date.now } = context;
  const rateLimit = { max: clientLimit(context, HANDOVERS_PER_CLIENT), timeWindow: 60 * 60 * 1000 };

  app.post<{ Body: { toOrganization: string; draft: Record<string, unknown> } }>(
    PATH,
    {
      config: { rateLimit },
      schema: {
        tags: TAGS,
        description: `Keeps the registration's answers for the lender this one pairs with (features.newYork.pairedOrgCode), for ${HANDOVER_MINUTES} minutes; answers the id the paired lender's page claims them by. Only the flow's own, non-secret fields are kept.`,
        querystring: ref('identity', 'OrganizationQuery'),
        body: ref('identity', 'HandoverRequest'),
        response: { 201: ref('identity', 'HandoverResponse') },
      },
    },
    async (request, reply) => {
      const from = lenders.forRequest(request);
      const to = lenders.get(request.body.toOrganization);
      // Only to the paired lender: the table is no drop box between any two sites.
      if (!to || from.features.newYork?.pairedOrgCode !== to.orgCode) throw new HttpError(400, 'Answers go only to the paired lender.');
      const now = clock();
      const id = randomBytes(32).toString('base64url');
      await db.deleteFrom('registration_handovers').where('expires_at', '<=', new Date(now)).execute();
      await db
        .insertInto('registration_handovers')
        .values({
          id_hash: hashOf(id),
          to_org: to.orgCode,
          draft: JSON.stringify(handoverDraft(flow, request.body.draft)),
          expires_at: new Date(now + HANDOVER_MINUTES * 60_000),
        })
        .execute();
      return reply.code(201).send({ id });
    },
  );

  app.post<{ Body: { id: string } }>(
    `${PATH}/claim`,
    {
      config: { rateLimit },
      schema: {
        tags: TAGS,
        description:
          "The answers handed to this lender under the id, once: claiming removes them. 404 for an unknown, used or expired id, or another lender's.",
        querystring: ref('identity', 'OrganizationQuery'),
        body: ref('identity', 'HandoverClaimRequest'),
        response: { 200: ref('identity', 'HandoverClaimResponse') },
      },
    },
    async (request) => {
      const lender = lenders.forRequest(request);
      // Removed as it is read: of two claims at once, one gets the answers.
      const claimed = await db
        .deleteFrom('registration_handovers')
        .where('id_hash', '=', hashOf(request.body.id))
        .where('to_org', '=', lender.orgCode)
        .where('expires_at', '>', new Date(clock()))
        .returning('draft')
        .executeTakeFirst();
      if (!claimed) throw new HttpError(404, 'No answers are waiting under this id.');
      return { draft: claimed.draft };
    },
  );
};
