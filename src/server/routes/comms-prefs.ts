// Communication preferences: the SMS consent prompts (words in copy/<locale>/consent.json, their
// version in flows/disclosures.json, links from the lender) and each borrower's opt-in state, which
// only that borrower may read or change. Every answer is kept with the version of the words it
// answered and when (TCPA: the lender must be able to show the consent it texts by); the latest per
// type is what texts are sent by (src/server/texts.ts).
import type { FastifyRequest } from 'fastify';
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { authenticate, HttpError } from '../auth/authenticate';
import { callerIdentity, normaliseEmail } from '../identities';
import { refuse } from '../refusals';
import { serverCopy } from '../server-copy';
import { offeredLanguage } from './chatbot';
import { fillPlaceholders } from '../../engine/chat/chatbot-answer';
import { disclosureVersion } from '../../engine/disclosures/registry';
import type { LenderConfig } from '../../engine/lender/lender-package';

const TAGS = ['communication preferences'];
const SECURE = '/service-comms-prefs/secure/api/v1';
const EXTERNAL = '/service-comms-prefs/external/api/v1';
const SECURITY = [{ bearer: [] }];

export type ConsentType = 'SMS' | 'SMS_TRANSACTIONAL';

/** The sandbox's consent prompts, one per SMS consent type; their words are copy. */
export const CONSENT_PROMPT_IDS: Readonly<Record<ConsentType, string>> = {
  SMS: '0b6f3c3e-5d43-4f5e-8c1a-2a6f9d0e7a11',
  SMS_TRANSACTIONAL: '0b6f3c3e-5d43-4f5e-8c1a-2a6f9d0e7a12',
};

/** Each prompt's entry in flows/disclosures.json, whose version its words carry. */
export const CONSENT_DISCLOSURES: Readonly<Record<ConsentType, string>> = {
  SMS: 'SMS_MARKETING_CONSENT',
  SMS_TRANSACTIONAL: 'SMS_TRANSACTIONAL_CONSENT',
};

/** The version of a prompt's words a borrower answers today. */
export const currentVerbiageVersion = (type: ConsentType): string => disclosureVersion(CONSENT_DISCLOSURES[type])!;

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
  consents: Array<{ consent_prompt_uuid: string; opt_in_out: 'OPT_IN' | 'OPT_OUT'; verbiage_version?: string }>;
  product_type: 'HELOC';
}

/**
 * A prompt as a lender's borrower reads it in `language`. The links' words are the lender's footer's
 * (its terms are 'of Use' or 'of Service'), in the same language, filled into the secondary verbiage
 * and given with each link, so a page links them where they stand.
 */
function promptOf(lender: LenderConfig, type: ConsentType, language: string) {
  const { company } = lender;
  const copy = serverCopy<{ prompts: Record<ConsentType, PromptCopy> }>('consent', language).prompts;
  const links = serverCopy<{ links: Record<string, string> }>('footer', language).links;
  const labels = {
    privacyPolicy: links.privacyPolicy!,
    terms: links[lender.features.termsLinkLabel === 'TERMS_OF_SERVICE' ? 'termsOfService' : 'termsOfUse']!,
  };
  const words = (text: string) => fillPlaceholders(text, { company: company.companyName, ...labels });
  return {
    uuid: CONSENT_PROMPT_IDS[type],
    type,
    version: currentVerbiageVersion(type),
    language,
    title: words(copy[type].title),
    verbiage: words(copy[type].verbiage),
    secondaryVerbiage: words(copy[type].secondaryVerbiage),
    resources: [
      { type: 'LINK', name: 'Privacy Policy', value: company.privacyPolicyUrl, label: labels.privacyPolicy },
      { type: 'LINK', name: 'Terms of Service', value: company.termsOfUseUrl, label: labels.terms },
    ],
  };
}

const typeOfPrompt = (uuid: string) => (Object.keys(CONSENT_PROMPT_IDS) as ConsentType[]).find((type) => CONSENT_PROMPT_IDS[type] === uuid);

export const commsPrefsRoutes: ApiRoutePlugin = async (app, { db, lenders, now: clock = Date.now }) => {
  const promptRoute =
    (secure: boolean) => async (request: FastifyRequest<{ Params: { id: string }; Querystring: { language?: string } }>) => {
      // The secure variant answers with the signed-in borrower's lender; the external one with the calling site's.
      const lender = secure ? lenders.get(authenticate(request).orgCode) : lenders.forRequest(request);
      const type = typeOfPrompt(request.params.id);
      if (!type || !lender) throw new HttpError(404, 'Consent prompt not found');
      // The page's language where the lender offers it: the words shown are the words answered.
      return promptOf(lender, type, offeredLanguage(lender, request.query.language));
    };
  const promptSchema = { params: ref('comms-prefs', 'PromptParams'), response: { 200: ref('comms-prefs', 'ConsentPrompt') } };
  app.get(
    `${EXTERNAL}/consent/prompt/:id`,
    { schema: { tags: TAGS, ...promptSchema, querystring: ref('comms-prefs', 'OrgQuery') } },
    promptRoute(false),
  );
  app.get(
    `${SECURE}/consent/prompt/:id`,
    { schema: { tags: TAGS, security: SECURITY, ...promptSchema, querystring: ref('comms-prefs', 'LanguageQuery') } },
    promptRoute(true),
  );

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
        .select(['consent_prompt_uuid', 'opt_in', 'verbiage_version', 'updated_at'])
        .where('org_code', '=', identity.org_code)
        .where('email', '=', identity.email)
        .where('consent_type', '=', request.body.consent_type)
        .executeTakeFirst();
      return {
        consent_type: request.body.consent_type,
        consent_prompt_uuid: row?.consent_prompt_uuid ?? null,
        opt_in: row ? row.opt_in : null,
        opt_in_out: row ? (row.opt_in ? 'OPT_IN' : 'OPT_OUT') : null,
        verbiage_version: row?.verbiage_version ?? null,
        current_verbiage_version: currentVerbiageVersion(request.body.consent_type),
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
        const optIn = consent.opt_in_out === 'OPT_IN';
        const version = consent.verbiage_version ?? null;
        // A consent is to the words shown: an opt-in names their version, and only today's words can
        // be agreed to. An opt-out is honoured whatever was on the screen (TCPA: revocation by any
        // reasonable means), so it need not name one.
        if (optIn && version === null)
          throw new HttpError(400, 'An opt-in must name the verbiage_version of the words the person agreed to');
        if (version !== null && version !== currentVerbiageVersion(type)) throw refuse(409, 'consentWordsChanged');
        return { type, uuid: consent.consent_prompt_uuid, optIn, version };
      });
      const at = new Date(clock());
      const phone = request.body.phone ?? identity.phone_number;
      await db.transaction().execute(async (trx) => {
        for (const answer of answers) {
          const subject = { org_code: identity.org_code, email: identity.email, phone, consent_type: answer.type };
          const given = {
            consent_prompt_uuid: answer.uuid,
            verbiage_version: answer.version,
            opt_in: answer.optIn,
            source: request.body.source,
          };
          await trx
            .insertInto('comms_consent_answers')
            .values({ ...subject, ...given, answered_at: at })
            .execute();
          const latest = { ...subject, ...given, updated_at: at };
          await trx
            .insertInto('comms_consents')
            .values(latest)
            .onConflict((c) => c.columns(['org_code', 'email', 'consent_type']).doUpdateSet(latest))
            .execute();
        }
      });
      return {
        consents: answers.map((a) => ({
          consent_type: a.type,
          consent_prompt_uuid: a.uuid,
          opt_in: a.optIn,
          verbiage_version: a.version,
          updated_at: at.toISOString(),
        })),
      };
    },
  );
};
