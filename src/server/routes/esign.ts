// The E-SIGN consent's routes: the sample PDF and its code check (before an account exists, so
// public and throttled), and the signed-in person's consent: read, give (again) and withdraw.
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE } from '../api-schemas';
import { authenticate } from '../auth/authenticate';
import { applicationsOf, ENDED_STATUSES, saveApplication, type StoredApplication } from '../applications';
import { clientLimit } from '../client-limits';
import { callerIdentity } from '../identities';
import { codeMatches, ESIGN_CONSENT_TYPE, esignConsentOf, giveEsignConsent, renderSamplePdf, sampleCode } from '../esign';
import { refuse } from '../refusals';

const TAGS = ['electronic records'];
export const ESIGN_SAMPLE_PATH = '/service-application/external/api/v1/esign/sample';
export const ESIGN_CONSENT_PATH = '/service-application/api/v1/esign/consent';
/** Opening the sample and checking its code: a person needs a few tries, a guesser needs millions. */
const SAMPLE_CALLS_PER_10_MINUTES = 30;

type Consent = { type: string; version: string; acceptedAt?: string; withdrawnAt?: string };

const consentsOf = (application: StoredApplication) => (application.document.consents as Consent[] | undefined) ?? [];
const inProgress = (application: StoredApplication) => !ENDED_STATUSES.has(application.document.status.checklistStatus);

export const esignRoutes: ApiRoutePlugin = async (app, context) => {
  const { db, lenders, tokens, now: clock = Date.now } = context;
  const key = tokens.derivedKey('esign-sample');
  const config = { rateLimit: { max: clientLimit(context, SAMPLE_CALLS_PER_10_MINUTES), timeWindow: 10 * 60_000 } };

  /** Applies `change` to each application in progress, saving those it changed. */
  async function updateApplications(identityUuid: string, change: (application: StoredApplication) => boolean) {
    for (const application of await applicationsOf(db, identityUuid, clock())) {
      if (inProgress(application) && change(application)) await saveApplication(db, application);
    }
  }

  app.get<{ Params: { sampleId: string }; Querystring: { lang?: string } }>(
    `${ESIGN_SAMPLE_PATH}/:sampleId`,
    {
      config,
      schema: {
        tags: TAGS,
        description:
          "The sample PDF of the E-SIGN consent: it shows the code the person types back. The sample id is a UUID the page makes. `lang`: the page's language, used when the lender offers it.",
        params: ref('application', 'EsignSampleParams'),
        querystring: {
          type: 'object',
          properties: { org: { type: 'string', maxLength: 64 }, lang: { type: 'string', maxLength: 16 } },
        },
      },
    },
    async (request, reply) => {
      const pdf = await renderSamplePdf(lenders.forRequest(request), sampleCode(key, request.params.sampleId), request.query.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="sample.pdf"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post<{ Params: { sampleId: string }; Body: { code: string } }>(
    `${ESIGN_SAMPLE_PATH}/:sampleId/check`,
    {
      config,
      schema: {
        tags: TAGS,
        description: 'Checks the code typed from the sample PDF: 204 when it matches, 400 when not.',
        params: ref('application', 'EsignSampleParams'),
        body: ref('application', 'EsignCodeCheck'),
      },
    },
    async (request, reply) => {
      if (!codeMatches(key, request.params.sampleId, request.body.code)) throw refuse(400, 'esignCodeMismatch');
      return reply.code(204).send();
    },
  );

  app.get(
    ESIGN_CONSENT_PATH,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        description:
          "The signed-in person's E-SIGN consent: the version agreed to, when, whether withdrawn, and whether it is the current version.",
        response: { 200: ref('application', 'EsignConsent') },
      },
    },
    async (request) => esignConsentOf(db, (await callerIdentity(db, authenticate(request))).uuid),
  );

  app.post<{ Body: { sampleId: string; code: string } }>(
    ESIGN_CONSENT_PATH,
    {
      config,
      schema: {
        tags: TAGS,
        security: SECURE,
        description:
          'Gives (or gives again) the E-SIGN consent to the current version, with the code typed from the sample PDF; also recorded on the application in progress.',
        body: ref('application', 'EsignConsentRequest'),
        response: { 200: ref('application', 'EsignConsent') },
      },
    },
    async (request) => {
      const identity = await callerIdentity(db, authenticate(request));
      const given = await giveEsignConsent(db, key, identity.uuid, request.body, clock());
      await updateApplications(identity.uuid, (application) => {
        const consents = consentsOf(application);
        if (consents.some((c) => c.type === ESIGN_CONSENT_TYPE && c.version === given.version && !c.withdrawnAt)) return false;
        application.document.consents = [...consents, { type: ESIGN_CONSENT_TYPE, ...given }];
        return true;
      });
      return esignConsentOf(db, identity.uuid);
    },
  );

  app.delete(
    ESIGN_CONSENT_PATH,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        description:
          'Withdraws the E-SIGN consent: electronic records stop, and the application in progress records the withdrawal (the lender sends its records on paper by mail).',
        response: { 200: ref('application', 'EsignConsent') },
      },
    },
    async (request) => {
      const identity = await callerIdentity(db, authenticate(request));
      const withdrawnAt = new Date(clock());
      const updated = await db
        .updateTable('esign_consents')
        .set({ withdrawn_at: withdrawnAt })
        .where('identity_uuid', '=', identity.uuid)
        .where('withdrawn_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) {
        await updateApplications(identity.uuid, (application) => {
          const consents = consentsOf(application);
          if (!consents.some((c) => c.type === ESIGN_CONSENT_TYPE && !c.withdrawnAt)) return false;
          application.document.consents = consents.map((c) =>
            c.type === ESIGN_CONSENT_TYPE && !c.withdrawnAt ? { ...c, withdrawnAt: withdrawnAt.toISOString() } : c,
          );
          return true;
        });
      }
      return esignConsentOf(db, identity.uuid);
    },
  );
};
