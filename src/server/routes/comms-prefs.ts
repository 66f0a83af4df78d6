// Communication preferences: the SMS consent prompts and each borrower's opt-in state.
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { authenticate, HttpError } from '../auth/authenticate';
import { callerIdentity, normaliseEmail } from '../identities';

const TAGS = ['communication preferences'];
const SECURE = '/service-comms-prefs/secure/api/v1';
const EXTERNAL = '/service-comms-prefs/external/api/v1';

/** The sandbox's consent prompts, one per SMS consent type. */
export const CONSENT_PROMPTS = [
  {
    uuid: '0b6f3c3e-5d43-4f5e-8c1a-2a6f9d0e7a11',
    type: 'SMS',
    verbiage: 'Text me offers and news. Message and data rates may apply. Consent is not a condition of approval.',
  },
  {
    uuid: '0b6f3c3e-5d43-4f5e-8c1a-2a6f9d0e7a12',
    type: 'SMS_TRANSACTIONAL',
    verbiage: 'Text me updates about my application. Message and data rates may apply. Reply STOP to opt out.',
  },
] as const;

export const commsPrefsRoutes: ApiRoutePlugin = async (app, { db, lenders, tokens }) => {
  for (const base of [EXTERNAL, SECURE]) {
    app.get<{ Params: { id: string } }>(
      `${base}/consent/prompt/:id`,
      { schema: { tags: TAGS, params: ref('services', 'IdParams') } },
      async (request) => {
        const prompt = CONSENT_PROMPTS.find((p) => p.uuid === request.params.id);
        if (!prompt) throw new HttpError(404, 'Consent prompt not found');
        const { company } = lenders.forRequest(request);
        return {
          uuid: prompt.uuid,
          type: prompt.type,
          verbiage: prompt.verbiage,
          resources: [
            { type: 'LINK', name: 'Privacy Policy', value: company.privacyPolicyUrl },
            { type: 'LINK', name: 'Terms of Service', value: company.termsOfUseUrl },
          ],
        };
      },
    );
  }

  app.get(`${EXTERNAL}/consent/prompts`, { schema: { tags: TAGS } }, async () => CONSENT_PROMPTS.map(({ uuid, type }) => ({ uuid, type })));

  /** Only the caller's own consents: the email in the body must be theirs. */
  const ownEmail = async (request: Parameters<typeof authenticate>[0], email: string) => {
    const identity = await callerIdentity(db, authenticate(request, tokens));
    if (normaliseEmail(email) !== identity.email) throw new HttpError(403, 'You can only manage your own communication preferences');
    return identity;
  };

  app.post<{ Body: { consent_type: string; org: string; email: string } }>(
    `${SECURE}/consent/user/get`,
    { schema: { tags: TAGS, security: [{ bearer: [] }], body: ref('services', 'ConsentQuery') } },
    async (request) => {
      const identity = await ownEmail(request, request.body.email);
      const row = await db
        .selectFrom('comms_consents')
        .selectAll()
        .where('org_code', '=', identity.org_code)
        .where('email', '=', identity.email)
        .where('consent_type', '=', request.body.consent_type)
        .executeTakeFirst();
      return {
        consent_type: request.body.consent_type,
        opt_in: row ? row.opt_in : null,
        updated_at: row ? new Date(row.updated_at).toISOString() : null,
      };
    },
  );

  app.post<{
    Body: { source: string; email: string; phone?: string; consents: Array<{ consent_prompt_uuid: string; opt_in_out: string }> };
  }>(
    `${SECURE}/consent/user`,
    { schema: { tags: TAGS, security: [{ bearer: [] }], body: ref('services', 'ConsentUpdate') } },
    async (request) => {
      const identity = await ownEmail(request, request.body.email);
      const saved = [];
      for (const consent of request.body.consents) {
        const prompt = CONSENT_PROMPTS.find((p) => p.uuid === consent.consent_prompt_uuid);
        if (!prompt) throw new HttpError(400, `Unknown consent prompt ${consent.consent_prompt_uuid}`);
        const values = {
          org_code: identity.org_code,
          email: identity.email,
          phone: request.body.phone ?? identity.phone_number,
          consent_type: prompt.type,
          consent_prompt_uuid: prompt.uuid,
          opt_in: consent.opt_in_out === 'OPT_IN',
          source: request.body.source,
          updated_at: new Date(),
        };
        await db
          .insertInto('comms_consents')
          .values(values)
          .onConflict((c) => c.columns(['org_code', 'email', 'consent_type']).doUpdateSet(values))
          .execute();
        saved.push({ consent_type: prompt.type, opt_in: values.opt_in });
      }
      return { consents: saved };
    },
  );
};
