// Application service: create a HELOC (idempotent), read applications and their status, offers,
// product selection and the start pages' data collection (contact, HMDA, summary disclosure).
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE, UUID_PARAMS } from '../api-schemas';
import { authenticate, HttpError } from '../auth/authenticate';
import {
  applicationsOf,
  applicationView,
  completeApplicationStep,
  insertApplication,
  newLoanNumber,
  ownedApplication,
  saveApplication,
  setChecklistStatus,
  startBlock,
  type StoredApplication,
} from '../applications';
import { decide } from '../back-office/decision';
import { owedDeliveries, recordOwed } from '../deliveries';
import { isDeductible } from '../../engine/calculations/offer-math';
import { markedPayoffs } from '../../engine/calculations/lien-payoff';
import { findOffer } from '../../engine/offer';
import { rateFor } from '../../engine/application/offer-review';
import {
  descriptionProblems,
  hmdaProblems,
  hmdaRecord,
  resolveDeclines,
  keptDescriptions,
  type HmdaDescriptions,
  type HmdaSubmission,
} from '../../engine/start/hmda';
import { ssnProblem } from '../../engine/start/ssn';
import type { BorrowerStep } from '../back-office/progression';
import type { Executor } from '../db/database';
import { callerIdentity, profileOf, type StoredProfile } from '../identities';
import { ageInYears } from '../../engine/json-logic/json-logic';
import type { Address } from '../../engine/address';
import type { LenderConfig } from '../../engine/lender/lender-package';
import { checkZipInState } from '../zip-state';
import { recordDisclosure } from '../disclosure-record';
import { shownDisclosure } from '../../engine/disclosures/registry';
import { checkEsignConsentRequest } from '../esign';
import { refuse } from '../refusals';

/** Where the spec names no path, these are ours (docs/api.md). */
export const APPLICATION_PATH = '/service-application/api/v1/application/heloc';
export const CREATE_HELOC_PATH = '/service-application/api/v3/application/helocs';
export const STATUS_PATH = '/service-krang-heloc/borrower/secure/api/v1';

const TAGS = ['application'];

/**
 * Consent versions the application service currently asks for: each is the version of its
 * authorisation text in flows/disclosures.json (the 'Check my rate' step's, start/contact's).
 */
export const APPLICATION_CONSENT_TYPES = [
  { type: 'SOFT_CREDIT', version: shownDisclosure('SOFT_CREDIT_AUTHORIZATION').version },
  { type: 'HARD_CREDIT', version: shownDisclosure('HARD_CREDIT_AUTHORIZATION').version },
];

interface CreateHelocBody {
  profileRequest: {
    name: Record<string, string>;
    email: string;
    dob: string;
    phoneNumber?: string;
    homeAddress?: Address;
    assetAddress?: Address;
  };
  propertyRequest: { address: Address; occupancyType: string };
  income: { incomePrimary: number; incomeOther?: number; incomeCoDeeders?: number };
  employmentType: string;
  propertyListedForSale: boolean;
  consentRequests: Array<{ type: string; version: string }>;
  consentListRequest?: { consents?: Array<{ type: string; version: string }> };
  disclosuresShown?: Array<{ type: string; version: string }>;
  utmParameters?: Record<string, string>;
  languagePreference?: string;
  referrerId?: string;
  referralId?: string;
  offerCode?: Record<string, string>;
  marketingTools?: { expertIds?: string[] };
  abVersionsRequest?: Record<string, string>;
  affiliateAbVersion?: string;
  affiliateAppIndicator?: boolean;
  affiliateLiveOffers?: boolean;
  optimizelyProfileRequest?: { optimizelyProfileUuid?: string };
}

/** The lender's rules a create request must meet before anything is written. */
function checkEligibility(lender: LenderConfig, body: CreateHelocBody, today: string): void {
  const { address } = body.propertyRequest;
  const { features, states } = lender;
  if (features.wholesale || (features.loanOfficerRequired && !body.referrerId)) {
    throw refuse(403, 'notAccepting');
  }
  if (body.employmentType === 'UNEMPLOYED') throw refuse(400, 'unemployed');
  if (body.languagePreference && !(lender.locales ?? ['en']).includes(body.languagePreference)) {
    throw new HttpError(400, `This lender does not offer the language '${body.languagePreference}'`);
  }
  checkZipInState(address);
  if (!(states.supported as string[]).includes(address.state)) throw refuse(400, 'notOfferedInState', { state: address.state });
  if (states.excludedZips?.includes(address.zip)) throw refuse(400, 'notOfferedInZip', { zip: address.zip });
  if (features.enforceLicensedStatesForReferral && body.referrerId && !(states.licensed as string[]).includes(address.state)) {
    throw refuse(400, 'referralState');
  }
  const minimumAge = Math.max(features.minimumAge, features.stateMinimumAges?.[address.state] ?? 0);
  const age = ageInYears(body.profileRequest.dob, today);
  if (age === null) throw refuse(400, 'invalidDate');
  if (age < minimumAge) throw minimumAge >= 62 ? refuse(400, 'age62') : refuse(400, 'ageAtLeast', { age: minimumAge });
}

const requestHash = (body: unknown, query: unknown) => createHash('sha256').update(JSON.stringify({ body, query })).digest('hex');

function newApplication(lender: LenderConfig, identityUuid: string, body: CreateHelocBody, now: number): StoredApplication {
  const { address, occupancyType } = body.propertyRequest;
  const decision = decide(
    lender,
    {
      lastName: body.profileRequest.name.lastName ?? '',
      dob: body.profileRequest.dob,
      street1: address.street1,
      zip: address.zip,
      annualIncome: body.income.incomePrimary + (body.income.incomeOther ?? 0),
    },
    now,
  );
  const consents = [...body.consentRequests, ...(body.consentListRequest?.consents ?? [])].map((c) => ({
    ...c,
    acceptedAt: new Date(now).toISOString(),
  }));
  const application: StoredApplication = {
    uuid: randomUUID(),
    identityUuid,
    orgCode: lender.orgCode,
    loanNumber: newLoanNumber(),
    createdAt: new Date(now),
    version: 0,
    document: {
      property: { address, state: address.state, occupancyType, listedForSale: body.propertyListedForSale },
      homeAddress: body.profileRequest.homeAddress ?? null,
      adjustedHomeAmount: decision.underwriting.homeValue,
      selectedPropertyUuid: randomUUID(),
      consents,
      ...(decision.adverseAction ? { adverseAction: decision.adverseAction } : {}),
      documents: [],
      incomeSources: [{ employmentType: body.employmentType, income: body.income.incomePrimary }],
      incomeOther: body.income.incomeOther ?? 0,
      incomeCoDeeders: body.income.incomeCoDeeders ?? 0,
      disburseAccount: null,
      autopayAccount: null,
      payType: null,
      term: 0,
      amount: 0,
      rate: 0,
      uwCalculatedDrawAmount: decision.offerSet?.maxDtiUnlimited ?? 0,
      hasHmda: false,
      assetDepletion: { complete: false },
      insurance: { complete: false },
      coDeedStatus: 'NOT_REQUIRED',
      isCrypto: body.utmParameters?.source?.toLowerCase() === 'cloc',
      isInquiry: false,
      active: true,
      activeForAppStart: true,
      referrer: body.referrerId ? { referrerUuid: body.referrerId } : null,
      referralId: body.referralId ?? null,
      utmParameters: body.utmParameters
        ? { ...body.utmParameters, ...(body.utmParameters.id ? { id: body.utmParameters.id.toUpperCase() } : {}) }
        : {},
      marketingTools: body.marketingTools ?? {},
      // The uniform application's language preference: what the borrower applied in.
      languagePreference: body.languagePreference ?? 'en',
      offerCode: body.offerCode ?? null,
      abVersions: body.abVersionsRequest ?? {},
      experiments: [],
      helocSigners: [],
      status: {
        checklistStatus: decision.checklistStatus,
        uwDecision: decision.uwDecision,
        uwSubDecision: decision.uwSubDecision,
        bpo: 'BPO_NOT_REQUIRED',
        title: 'TITLE_REQUIRED',
        liensComplete: false,
        propertyComplete: true,
        waitingOnFloodCert: false,
        primaryParticipantAcceptComplete: false,
      },
      internal: {
        underwriting: decision.underwriting,
        ...(decision.offerSet ? { offerSet: decision.offerSet } : {}),
        ...(decision.pending ? { pending: decision.pending } : {}),
      },
    },
  };
  setChecklistStatus(application, decision.checklistStatus, now, decision.pending);
  for (const shown of body.disclosuresShown ?? []) recordDisclosure(application, shown, now);
  return application;
}

/** Postgres's unique-violation code, raised when a racing request already stored the same key. */
const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

export const applicationRoutes: ApiRoutePlugin = async (app, { db, lenders, now: clock = Date.now }) => {
  const lenderOf = (request: FastifyRequest, orgCode: string) => lenders.get(orgCode) ?? lenders.forRequest(request);

  async function replay(executor: Executor, identityUuid: string, key: string, hash: string) {
    const stored = await executor
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('identity_uuid', '=', identityUuid)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!stored) return null;
    if (stored.request_hash !== hash) throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
    return stored.application_uuid;
  }

  app.post<{ Body: CreateHelocBody; Headers: { 'idempotency-key'?: string } }>(
    CREATE_HELOC_PATH,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        description:
          'The create-HELOC call. Send an Idempotency-Key header per submission and reuse it on retry: a retry answers the same application.',
        querystring: ref('application', 'CreateHelocQuery'),
        // Inline: Fastify lower-cases header names only in a route's own header schema.
        headers: {
          type: 'object',
          properties: { 'idempotency-key': { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } },
        },
        body: ref('application', 'CreateHelocRequest'),
      },
    },
    async (request, reply) => {
      const caller = authenticate(request);
      const identity = await callerIdentity(db, caller);
      const lender = lenderOf(request, identity.org_code);
      const now = clock();
      const key = request.headers['idempotency-key'];
      const hash = requestHash(request.body, request.query);
      const answer = async (uuid: string, status: number) => {
        const application = await ownedApplication(db, caller, uuid, clock());
        return reply.code(status).send(applicationView(application));
      };

      if (key) {
        const existing = await replay(db, identity.uuid, key, hash);
        if (existing) return answer(existing, 200);
      }
      checkEligibility(lender, request.body, new Date(now).toISOString().slice(0, 10));
      await checkEsignConsentRequest(db, identity.uuid, request.body.consentRequests);

      try {
        const outcome = await db.transaction().execute(async (tx): Promise<{ replayed: string } | { created: StoredApplication }> => {
          // One create at a time per borrower, so two racing requests cannot both pass the active-application rule.
          await tx.selectFrom('identities').select('uuid').where('uuid', '=', identity.uuid).forUpdate().executeTakeFirst();
          // A request with the same key that held the lock first has created the application.
          const raced = key ? await replay(tx, identity.uuid, key, hash) : null;
          if (raced) return { replayed: raced };
          const block = startBlock(await applicationsOf(tx, identity.uuid, now), now);
          if (block) throw new HttpError(409, block.message);
          const application = newApplication(lender, identity.uuid, request.body, now);
          await insertApplication(tx, application);
          if (key) {
            await tx
              .insertInto('idempotency_keys')
              .values({ identity_uuid: identity.uuid, key, request_hash: hash, application_uuid: application.uuid })
              .execute();
          }
          const { profileRequest } = request.body;
          const profile: StoredProfile = {
            ...(identity.profile as StoredProfile),
            name: profileRequest.name,
            dob: profileRequest.dob,
            addresses: [
              { uuid: application.document.selectedPropertyUuid, type: 'PROPERTY', ...request.body.propertyRequest.address },
              ...(profileRequest.homeAddress ? [{ uuid: randomUUID(), type: 'HOME', ...profileRequest.homeAddress }] : []),
            ],
          };
          await tx
            .updateTable('identities')
            .set({
              profile: JSON.stringify(profile),
              ...(identity.phone_number ? {} : { phone_number: profileRequest.phoneNumber ?? null }),
            })
            .where('uuid', '=', identity.uuid)
            .execute();
          // A decision made at once (a decline) owes its notice now: emailed, or by mail without a current E-SIGN consent.
          if (await recordOwed(tx, application, await owedDeliveries(tx, lender, application, now))) await saveApplication(tx, application);
          return { created: application };
        });
        if ('replayed' in outcome) return answer(outcome.replayed, 200);
        const created = outcome.created;
        request.log.info({ application: created.uuid, status: created.document.status.checklistStatus }, 'application created');
        return reply.code(201).send(applicationView(created));
      } catch (error) {
        // A retry that raced the first request with the same key: answer the application it created.
        if (key && isUniqueViolation(error)) {
          const existing = await replay(db, identity.uuid, key, hash);
          if (existing) return answer(existing, 200);
        }
        throw error;
      }
    },
  );

  app.get(`${APPLICATION_PATH}/all`, { schema: { tags: TAGS, security: SECURE } }, async (request) => {
    const caller = authenticate(request);
    return (await applicationsOf(db, caller.identityUuid, clock())).map(applicationView);
  });

  app.get(`${APPLICATION_PATH}/consent-types`, { schema: { tags: TAGS } }, async () => APPLICATION_CONSENT_TYPES);

  app.get(`${APPLICATION_PATH}/co-deed/status`, { schema: { tags: TAGS, security: SECURE } }, async (request) => {
    const caller = authenticate(request);
    const active = (await applicationsOf(db, caller.identityUuid, clock())).find((a) => a.document.active);
    if (!active) throw new HttpError(400, 'No active application');
    return { applicationUuid: active.uuid, coDeedStatus: active.document.coDeedStatus };
  });

  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS } },
    async (request) => applicationView(await ownedApplication(db, authenticate(request), request.params.uuid, clock())),
  );

  app.get<{ Params: { uuid: string } }>(
    `${STATUS_PATH}/:uuid/status`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS } },
    async (request) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      return application.document.status;
    },
  );

  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/offers`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS } },
    async (request) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      const offerSet = application.document.internal.offerSet;
      if (!offerSet) throw refuse(404, 'noOffers');
      return offerSet;
    },
  );

  const completeWith = async (
    request: FastifyRequest<{ Params: { uuid: string } }>,
    step: BorrowerStep,
    change: (a: StoredApplication) => void | Promise<void>,
  ) => applicationView(await completeApplicationStep(db, authenticate(request), request.params.uuid, step, clock(), change));

  app.put<{
    Params: { uuid: string };
    Body: { term: number; amount: number; originationFee: number; payType: string; discountType?: string };
  }>(
    `${APPLICATION_PATH}/:uuid/product`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, body: ref('application', 'SelectProductRequest') } },
    async (request) =>
      completeWith(request, 'productSelected', (application) => {
        const { term, amount, originationFee, payType, discountType } = request.body;
        const offerSet = application.document.internal.offerSet;
        const offer = offerSet && findOffer(offerSet, term, originationFee, amount);
        if (!offer) throw refuse(400, 'offerMismatch');
        const payoffs = markedPayoffs(application.document.liabilities);
        if (payoffs > 0 && !isDeductible(payoffs, amount, offer.maxDraw)) {
          throw refuse(400, 'drawCoversPayoffs');
        }
        const wanted = discountType ?? (payType === 'AUTOPAY' ? 'AUTOPAY' : undefined);
        if (wanted === 'AUTOPAY' && payType !== 'AUTOPAY') throw refuse(400, 'autopayDiscount');
        const discount = offer.discountList.find((d) => d.discount.type === wanted);
        Object.assign(application.document, {
          term,
          amount,
          originationFee,
          payType,
          // The APR every page shows from now on: the rate of interest alone, never the fee (docs/compliance.md).
          rate: rateFor(offer, payType === 'AUTOPAY' ? 'AUTOPAY' : 'MANUAL', discount?.discount.type ?? null),
          selectedOffer: { uuid: offer.uuid, discountType: discount?.discount.type ?? null },
          uwCalculatedDrawAmount: amount,
        });
      }),
  );

  app.put<{
    Params: { uuid: string };
    Body: { ownership: string; ssn: string; hardCreditConsent: { type: string; version: string }; phoneNumber?: string };
  }>(
    `${APPLICATION_PATH}/:uuid/contact`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, body: ref('application', 'ContactRequest') } },
    async (request) =>
      completeWith(request, 'contactCompleted', async (application) => {
        const { ownership, ssn, hardCreditConsent } = request.body;
        if (hardCreditConsent.type !== 'HARD_CREDIT') throw refuse(400, 'hardCreditConsent');
        if (ssnProblem(ssn)) throw refuse(400, 'ssn');
        const document = application.document;
        document.property = { ...(document.property as object), ownership };
        // The sandbox keeps only the last four digits; a real service would encrypt the number.
        document.ssnLast4 = ssn.slice(-4);
        document.hasSsn = true;
        document.consents = [...(document.consents as object[]), { ...hardCreditConsent, acceptedAt: new Date(clock()).toISOString() }];
        // The profile says an SSN is on file too: the client machine's addProfileInfo trigger reads it there.
        const owner = await db.selectFrom('identities').selectAll().where('uuid', '=', application.identityUuid).executeTakeFirstOrThrow();
        await db
          .updateTable('identities')
          .set({ profile: JSON.stringify({ ...profileOf(owner), hasSsn: true }) })
          .where('uuid', '=', owner.uuid)
          .execute();
      }),
  );

  app.put<{ Params: { uuid: string }; Body: Omit<HmdaSubmission, 'otherDescriptions'> & { otherDescriptions?: HmdaDescriptions } }>(
    `${APPLICATION_PATH}/:uuid/hmda`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, body: ref('application', 'HmdaRequest') } },
    async (request) =>
      completeWith(request, 'hmdaCompleted', (application) => {
        const body = resolveDeclines(request.body);
        const problems = Object.keys(hmdaProblems(body));
        if (problems.length > 0) throw new HttpError(400, `Please answer each question: ${problems.join(', ')}`);
        const descriptions = body.otherDescriptions ?? {};
        const written = Object.keys(descriptionProblems(body, descriptions));
        if (written.length > 0) throw new HttpError(400, `Please check the written-in answers: ${written.join(', ')}`);
        application.document.hasHmda = true;
        application.document.hmda = hmdaRecord({ ...body, otherDescriptions: keptDescriptions(body, descriptions) });
      }),
  );

  app.post<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/summary-disclosure/accept`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS } },
    async (request) =>
      completeWith(request, 'summarySigned', (application) => {
        Object.assign(application.document.status, { disclosurelistSummaryReady: true, disclosurelistSummaryComplete: true });
      }),
  );

  app.patch<{ Params: { uuid: string }; Body: { experiments: Array<{ name: string; variation: string }> } }>(
    '/service-application/api/v3/application/heloc/:uuid/experiments',
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, body: ref('application', 'ExperimentsRequest') } },
    async (request) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      const byName = new Map((application.document.experiments as Array<{ name: string }>).map((e) => [e.name, e]));
      for (const experiment of request.body.experiments) byName.set(experiment.name, { ...experiment, appUuid: application.uuid } as never);
      application.document.experiments = [...byName.values()];
      await saveApplication(db, application);
      return { experiments: application.document.experiments };
    },
  );

  app.put<{ Params: { uuid: string }; Body: { link: string } }>(
    `${APPLICATION_PATH}/:uuid/full-story-link`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, body: ref('application', 'FullStoryLinkRequest') } },
    async (request) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      application.document.fullStoryLink = request.body.link;
      await saveApplication(db, application);
      return { link: request.body.link };
    },
  );
};
