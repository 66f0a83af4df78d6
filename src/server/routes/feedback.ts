// Feedback from signed-in borrowers (and co-deed feedback), kept for the product team.
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { authenticate, HttpError } from '../auth/authenticate';
import { ownedApplication } from '../applications';

const TAGS = ['feedback'];
const MESSAGE_MIN = 10;
const MESSAGE_MAX = 1000;

interface FeedbackBody {
  topic: 'IMPROVE' | 'COMPLIMENT';
  message: string;
  marketingConsent: boolean;
  applicationUuid?: string;
  pathname?: string;
  productType: 'HELOC';
}

export const feedbackRoutes: ApiRoutePlugin = async (app, { db, tokens, now: clock = Date.now }) => {
  for (const [route, kind] of [
    ['/service-profile/api/v1/feedback', 'BORROWER'],
    ['/service-profile/api/v1/feedback/ceo', 'CO_DEED'],
  ] as const) {
    app.post<{ Body: FeedbackBody }>(
      route,
      { schema: { tags: TAGS, security: [{ bearer: [] }], body: ref('services', 'FeedbackRequest') } },
      async (request, reply) => {
        const caller = authenticate(request, tokens);
        const message = request.body.message.trim();
        // The spec's messages for the feedback form's length rule.
        if (message.length < MESSAGE_MIN) throw new HttpError(400, 'Must be at least 10 characters');
        if (message.length > MESSAGE_MAX) throw new HttpError(400, 'Must be at most 1000 characters');
        if (request.body.applicationUuid) await ownedApplication(db, caller, request.body.applicationUuid, clock());
        await db
          .insertInto('feedback')
          .values({
            identity_uuid: caller.identityUuid,
            org_code: caller.orgCode,
            entry: JSON.stringify({ ...request.body, message, kind }),
          })
          .execute();
        return reply.code(201).send({ saved: true });
      },
    );
  }
};
