// Communication preferences: the SMS consent prompts (words in copy/en/consent.json, links from the
// lender) and each borrower's opt-in state, which only that borrower may read or change.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { authenticate, HttpError } from '../auth/authenticate';
import { PROJECT_ROOT } from '../config';
import { callerIdentity, normaliseEmail } from '../identities';
import { fillPlaceholders } from '../../engine/chat/chatbot-answer';

const TAGS = ['communication preferences'];
const SECURE = '/service-comms-prefs/secure/api/v1';
const EXTERNAL = '/service-comms-prefs/external/api/v1';
const SECURITY = [{ bearer: [] }];
export const CONSENT_COPY = path.join(PROJECT_ROOT, 'copy', 'en', 'consent.json');

type ConsentType = 'SMS' | 'SMS_TRANSACTIONAL';

/** The sandbox's consent prompts, one per SMS consent type; their words are copy. */
export const CONSENT_PROMPT_IDS: Readonly<Record<ConsentType, string>> = {
  SMS: '0b6f3c3e-5d43-4f5e-8c1a-2a6f9d0e7a11',
  SMS_TRANSACTIONAL: '0b6f3c3e-5d43-4f5e-8c1a-2a6f9d0e7a12',
};

interface PromptCopy {
  title: string;
  verbiage: string;
  secondaryVerbiage: string;
}

interface ConsentUpdateBody {
  source: string;
  org: string;
  email: string;
  phone?: string;
  consents: Array<{ consent_prompt_uuid: string; opt_in_out: 'OPT_IN' | 'OPT_OUT' }>;
  product_type: 'HELOC';
}

const typeOfPrompt = (uuid: string) => (Object.keys(CONSENT_PROMPT_IDS) as ConsentType[]).find((type) => CONSENT_PROMPT_IDS[type] === uuid);

export const commsPrefsRoutes: ApiRoutePlugin = async (app, { db, lenders }) => {
  const copy = (JSON.parse(readFileSync(CONSENT_COPY, 'utf8')) as { prompts: Record<ConsentType, PromptCopy> }).prompts;

  const promptRoute = (secure: boolean) => async (request: FastifyRequest<{ Params: { id: string } }>) => {
    // The secure variant answers with the signed-in borrower's lender; the external one with the calling site's.
    const lender = secure ? lenders.get(authenticate(request).orgCode) : lenders.forRequest(request);
    const type = typeOfPrompt(request.params.id);
    if (!type || !lender) throw new HttpError(404, 'Consent prompt not found');
    const { company } = lender;
    const words = (text: string) => fillPlaceholders(text, { company: company.companyName });
    return {
      uuid: CONSENT_PROMPT_IDS[type],
      type,
      title: words(copy[type].title),
      verbiage: words(copy[type].verbiage),
      secondaryVerbiage: words(copy[type].secondaryVerbiage),
      resources: [
        { type: 'LINK', name: 'Privacy Policy', value: company.privacyPolicyUrl },
        { type: 'LINK', name: 'Terms of Service', value: company.termsOfUseUrl },
      ],
    };
  };
  const promptSchema = { params: ref('comms-prefs', 'PromptParams'), response: { 200: ref('comms-prefs', 'ConsentPrompt') } };
  app.get(
    `${EXTERNAL}/consent/prompt/:id`,
    { schema: { tags: TAGS, ...promptSchema, querystring: ref('comms-prefs', 'OrgQuery') } },
    promptRoute(false),
  );
  app.get(`${SECURE}/consent/prompt/:id`, { schema: { tags: TAGS, security: SECURITY, ...promptSchema } }, promptRoute(true));

  // The spec fetches a prompt id per type but does not show where from: this list answers both.
  app.get(`${EXTERNAL}/consent/prompts`, { schema: { tags: TAGS, response: { 200: ref('comms-prefs', 'PromptList') } } }, async () =>
    (Object.keys(CONSENT_PROMPT_IDS) as ConsentType[]).map((type) => ({ uuid: CONSENT_PROMPT_IDS[type], type })),
  );

  /** The caller's identity, when the body's email and org are the caller's own; 403 otherwise. */
  const ownSubject = async (request: FastifyRequest, email: string, org: string) => {
    const identity = await callerIdentity(db, authenticate(request));
    if (normaliseEmail(email) !== identity.email || org.toUpperCase() !== identity.org_code) {
      throw new HttpError(403, 'You can only manage your own communication preferences');
    }
    return identity;
  };

  app.post<{ Body: { consent_type: ConsentType; org: string; email: string } }>(
    `${SECURE}/consent/user/get`,
    {
      schema: {
        tags: TAGS,
        security: SECURITY,
        body: ref('comms-prefs', 'ConsentQuery'),
        response: { 200: ref('comms-prefs', 'ConsentState') },
      },
    },
    async (request) => {
      const identity = await ownSubject(request, request.body.email, request.body.org);
      const row = await db
        .selectFrom('comms_consents')
        .select(['consent_prompt_uuid', 'opt_in', 'updated_at'])
        .where('org_code', '=', identity.org_code)
        .where('email', '=', identity.email)
        .where('consent_type', '=', request.body.consent_type)
        .executeTakeFirst();
      return {
        consent_type: request.body.consent_type,
        consent_prompt_uuid: row?.consent_prompt_uuid ?? null,
        opt_in: row ? row.opt_in : null,
        opt_in_out: row ? (row.opt_in ? 'OPT_IN' : 'OPT_OUT') : null,
        updated_at: row ? new Date(row.updated_at).toISOString() : null,
      };
    },
  );

  app.post<{ Body: ConsentUpdateBody }>(
    `${SECURE}/consent/user`,
    {
      schema: {
        tags: TAGS,
        security: SECURITY,
        body: ref('comms-prefs', 'ConsentUpdate'),
        response: { 200: ref('comms-prefs', 'ConsentUpdateResponse') },
      },
    },
    async (request) => {
      const identity = await ownSubject(request, request.body.email, request.body.org);
      // Every prompt is checked before anything is written, so a bad entry changes nothing.
      const answers = request.body.consents.map((consent) => {
        const type = typeOfPrompt(consent.consent_prompt_uuid);
        if (!type) throw new HttpError(400, `Unknown consent prompt ${consent.consent_prompt_uuid}`);
        return { type, uuid: consent.consent_prompt_uuid, optIn: consent.opt_in_out === 'OPT_IN' };
      });
      await db.transaction().execute(async (trx) => {
        for (const answer of answers) {
          const values = {
            org_code: identity.org_code,
            email: identity.email,
            phone: request.body.phone ?? identity.phone_number,
            consent_type: answer.type,
            consent_prompt_uuid: answer.uuid,
            opt_in: answer.optIn,
            source: request.body.source,
            updated_at: new Date(),
          };
          await trx
            .insertInto('comms_consents')
            .values(values)
            .onConflict((c) => c.columns(['org_code', 'email', 'consent_type']).doUpdateSet(values))
            .execute();
        }
      });
      return { consents: answers.map((a) => ({ consent_type: a.type, consent_prompt_uuid: a.uuid, opt_in: a.optIn })) };
    },
  );
};
