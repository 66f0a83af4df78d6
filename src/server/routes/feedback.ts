// Feedback from signed-in borrowers, and co-deed feedback from additional signers, kept for the
// product team in the feedback table.
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { authenticate } from '../auth/authenticate';
import { ownedApplication } from '../applications';
import { refuse } from '../refusals';

const TAGS = ['feedback'];
const PROFILE_PATH = '/service-profile/api/v1';
const MESSAGE_MIN = 10;
const MESSAGE_MAX = 1000;
/**
 * Sandbox only: a message containing this phrase is refused as if the feedback service were down, so
 * the app's failure path (the error in the modal, which stays open) can be tried by hand and in tests.
 */
export const SANDBOX_FEEDBACK_FAILURE = '[sandbox:fail]';
export const FEEDBACK_UNAVAILABLE = 'Feedback cannot be saved right now. Please try again later.';

interface FeedbackBody {
  topic: 'IMPROVE' | 'COMPLIMENT';
  message: string;
  marketingConsent: boolean;
  applicationUuid?: string;
  pathname?: string;
  productType: 'HELOC';
}

/** Which form the feedback came from, kept with the entry. */
const KINDS = [
  { path: `${PROFILE_PATH}/feedback`, kind: 'BORROWER' },
  { path: `${PROFILE_PATH}/feedback/ceo`, kind: 'CO_DEED' },
] as const;

export const feedbackRoutes: ApiRoutePlugin = async (app, { db, sandbox, now: clock = Date.now }) => {
  for (const { path, kind } of KINDS) {
    app.post<{ Body: FeedbackBody }>(
      path,
      {
        schema: {
          tags: TAGS,
          security: [{ bearer: [] }],
          body: ref('feedback', 'FeedbackRequest'),
          response: { 201: ref('feedback', 'FeedbackResponse') },
        },
      },
      async (request, reply) => {
        const caller = authenticate(request);
        const message = request.body.message.trim();
        // The feedback form's own rule, with the spec's messages.
        if (message.length < MESSAGE_MIN) throw refuse(400, 'feedbackTooShort');
        if (message.length > MESSAGE_MAX) throw refuse(400, 'feedbackTooLong');
        if (sandbox && message.includes(SANDBOX_FEEDBACK_FAILURE)) {
          // Sent here rather than thrown: the error handler hides the text of every 5xx.
          return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: FEEDBACK_UNAVAILABLE });
        }
        // Feedback may name only an application the caller can see (404 otherwise, as elsewhere).
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
