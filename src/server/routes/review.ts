// Review service: what a borrower does on the review and valuation pages to get a stalled
// application moving again: re-enter the SSN, lift a credit freeze (or give its PIN again after the
// bureau refused it), confirm or correct the property
// address, estimate the home's value, order a broker price opinion (BPO) with its fee, and in
// Texas describe the property's condition. Each answer moves the checklist status through
// RECOVERY in back-office/progression.ts.
import type { FastifyRequest } from 'fastify';
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE, UUID_PARAMS } from '../api-schemas';
import { authenticate, HttpError, type Caller } from '../auth/authenticate';
import { applicationView, completeApplicationStep, ownedApplication, type StoredApplication } from '../applications';
import { buildOffers, underwrite } from '../back-office/offers';
import type { BorrowerStep } from '../back-office/progression';
import { callerIdentity, profileOf, type StoredProfile } from '../identities';
import type { Address } from '../../engine/address';
import type { LenderConfig } from '../../engine/lender/lender-package';
import { cleanAddress, sameAddress } from '../../engine/review/property-address';
import { ssnProblem } from '../../engine/start/ssn';
import { APPLICATION_PATH } from './applications';
import { checkZipInState } from '../zip-state';
import { refuse } from '../refusals';

const TAGS = ['review'];

/** Sandbox: an SSN in area 555 still finds no credit file, so the no-match-by-SSN page can be reached. */
export const SANDBOX_NO_MATCH_SSN_AREA = '555';
/** Sandbox: the bureau refuses a PIN of zeros only, so the incorrect-PIN page's refusal can be seen. */
export const isSandboxIncorrectPin = (pin: string) => /^0+$/.test(pin);

type UuidRequest = FastifyRequest<{ Params: { uuid: string } }>;

/** Answers about the borrower's own credit and home: an additional signer on the application may not give them. */
function requirePrimaryBorrower(application: StoredApplication, caller: Caller): void {
  if (application.identityUuid !== caller.identityUuid) throw new HttpError(403, 'Only the primary borrower can answer this');
}

/** Offers from the decision's figures when the stalled pull never built them; the pre-qualified decision. */
function prequalify(application: StoredApplication, lender: LenderConfig): void {
  const { document } = application;
  const underwriting = document.internal.underwriting;
  if (!underwriting) throw new HttpError(409, 'This application has no credit decision to resume');
  if (!document.internal.offerSet) document.internal.offerSet = buildOffers(lender, underwriting);
  document.uwCalculatedDrawAmount = document.internal.offerSet.maxDtiUnlimited;
  Object.assign(document.status, { uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER', creditFrozenWithPin: false });
}

/** The lender's place rules, with the create-HELOC call's messages. */
function checkPlace(lender: LenderConfig, address: Address): void {
  checkZipInState(address);
  if (!(lender.states.supported as string[]).includes(address.state)) {
    throw refuse(400, 'notOfferedInState', { state: address.state });
  }
  if (lender.states.excludedZips?.includes(address.zip)) throw refuse(400, 'notOfferedInZip', { zip: address.zip });
}

/** A BPO's value may change the line: after an offer was chosen, the borrower sees revised offers. */
const bpoStep = (application: StoredApplication): BorrowerStep =>
  Number(application.document.amount) > 0 ? 'bpoOrderedAfterOffer' : 'bpoOrdered';

export const reviewRoutes: ApiRoutePlugin = async (app, { db, lenders, now: clock = Date.now }) => {
  const lenderOf = (application: StoredApplication, request: FastifyRequest) =>
    lenders.get(application.orgCode) ?? lenders.forRequest(request);

  /** The caller's application and current status (the step to take may depend on it). */
  const current = async (request: UuidRequest) => {
    const caller = authenticate(request);
    const now = clock();
    return { caller, now, application: await ownedApplication(db, caller, request.params.uuid, now) };
  };

  /** Completes `step` as the primary borrower, applying `change` first; answers the application. */
  const complete = async (
    request: UuidRequest,
    caller: Caller,
    now: number,
    step: BorrowerStep,
    change: (application: StoredApplication) => void | Promise<void>,
  ) =>
    applicationView(
      await completeApplicationStep(db, caller, request.params.uuid, step, now, async (application) => {
        requirePrimaryBorrower(application, caller);
        await change(application);
      }),
    );

  /** The order's fee must be the one the lender charges now, so the borrower agreed to the right amount. */
  const checkFee = (application: StoredApplication, request: FastifyRequest, feeAmount: number) => {
    if (application.document.status.bpo !== 'BPO_REQUIRED') throw new HttpError(409, 'No valuation needs ordering for this application');
    const fee = lenderOf(application, request).product.fees.valuationNoAvm;
    if (feeAmount !== fee) throw refuse(409, 'valuationFeeChanged', { fee });
  };

  /** Records the order; the sandbox's BPO confirms the value the decision used and is revealed when the wait ends. */
  const orderBpo = (application: StoredApplication, request: FastifyRequest, feeAmount: number, now: number) => {
    const { document } = application;
    document.bpoOrder = { feeAmount, orderedAt: new Date(now).toISOString() };
    document.status.bpo = 'BPO_COMPLETE';
    const underwriting = document.internal.underwriting;
    if (underwriting) {
      const maxDraw = document.internal.offerSet?.offers[0]?.maxDraw ?? underwriting.maxLine;
      // Without an automated valuation the offer's costs include the valuation fee.
      document.internal.underwriting = { ...underwriting, hasAvm: false };
      document.internal.offerSet = buildOffers(lenderOf(application, request), document.internal.underwriting, maxDraw);
    }
  };

  app.post<{ Params: { uuid: string }; Body: { ssn: string } }>(
    `${APPLICATION_PATH}/:uuid/credit/ssn-retry`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        body: ref('review', 'SsnRetryRequest'),
        description: `CREDIT_NO_MATCH: runs the soft credit pull again with the full SSN. Sandbox: an SSN in area ${SANDBOX_NO_MATCH_SSN_AREA} still finds no file (CREDIT_NO_MATCH_SSN).`,
      },
    },
    async (request) => {
      const { caller, now, application } = await current(request);
      const { ssn } = request.body;
      if (ssnProblem(ssn)) throw refuse(400, 'ssn');
      const matched = !ssn.startsWith(SANDBOX_NO_MATCH_SSN_AREA);
      const lender = lenderOf(application, request);
      return complete(request, caller, now, matched ? 'ssnMatched' : 'ssnNotMatched', (a) => {
        // The sandbox keeps only the last four digits; a real service would encrypt the number.
        Object.assign(a.document, { ssnLast4: ssn.slice(-4), hasSsn: true });
        if (matched) prequalify(a, lender);
      });
    },
  );

  app.post<{ Params: { uuid: string }; Body: { freezeLifted: true } }>(
    `${APPLICATION_PATH}/:uuid/credit/freeze-retry`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        body: ref('review', 'FreezeRetryRequest'),
        description:
          'SOFT_ or HARD_CREDIT_LOCKED_OR_FROZEN (with or without an incorrect PIN): the borrower lifted the freeze; the credit pull runs again.',
      },
    },
    async (request) => {
      const { caller, now, application } = await current(request);
      const hard = application.document.status.checklistStatus === 'HARD_CREDIT_LOCKED_OR_FROZEN';
      const lender = lenderOf(application, request);
      return complete(request, caller, now, hard ? 'hardCreditUnfrozen' : 'softCreditUnfrozen', (a) => {
        a.document.creditFreezeLiftedAt = new Date(now).toISOString();
        // Lifted by the borrower: a PIN the bureau refused is no longer needed.
        a.document.status.creditIncorrectPin = false;
        if (hard) a.document.status.creditFrozenWithPin = false;
        else prequalify(a, lender);
      });
    },
  );

  app.post<{ Params: { uuid: string }; Body: { pin: string } }>(
    `${APPLICATION_PATH}/:uuid/credit/pin-retry`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        body: ref('review', 'PinRetryRequest'),
        description:
          'SOFT_ or HARD_CREDIT_LOCKED_OR_FROZEN with status.creditIncorrectPin: the freeze PIN again; the bureau lifts the freeze for this pull and the pull runs again (as freeze-retry). Sandbox: a PIN of zeros is refused again (422).',
      },
    },
    async (request) => {
      const { caller, now, application } = await current(request);
      if (!application.document.status.creditIncorrectPin)
        throw new HttpError(409, 'No credit freeze PIN was asked for on this application');
      if (isSandboxIncorrectPin(request.body.pin)) {
        throw refuse(422, 'pinRefused');
      }
      const hard = application.document.status.checklistStatus === 'HARD_CREDIT_LOCKED_OR_FROZEN';
      const lender = lenderOf(application, request);
      // The PIN is used for this pull only and never kept.
      return complete(request, caller, now, hard ? 'hardCreditUnfrozen' : 'softCreditUnfrozen', (a) => {
        a.document.status.creditIncorrectPin = false;
        if (hard) a.document.status.creditFrozenWithPin = false;
        else prequalify(a, lender);
      });
    },
  );

  app.put<{ Params: { uuid: string }; Body: { address: Address } }>(
    `${APPLICATION_PATH}/:uuid/property/address`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        body: ref('review', 'PropertyAddressRequest'),
        description:
          'NO_PROPERTY or MULTIPLE_PROPERTIES: the borrower confirms or corrects the property address; the property is looked up again.',
      },
    },
    async (request) => {
      const { caller, now, application } = await current(request);
      const lender = lenderOf(application, request);
      const address = cleanAddress(request.body.address);
      checkPlace(lender, address);
      const identity = await callerIdentity(db, caller);
      const profile = profileOf(identity);
      const view = await complete(request, caller, now, 'propertyConfirmed', (a) => {
        const { document } = a;
        const property = document.property as { address: Address };
        if (!sameAddress(property.address, address)) {
          // A different home has its own value: the decision's figures are drawn again for it, as at registration.
          const income = (document.incomeSources as Array<{ income?: number }>)[0]?.income ?? 0;
          const seed = [address.street1.toLowerCase(), address.zip, (profile.name?.lastName ?? '').trim().toLowerCase(), profile.dob ?? ''];
          const underwriting = underwrite(lender, { seed: seed.join('|'), annualIncome: income + Number(document.incomeOther ?? 0) });
          document.internal.underwriting = underwriting;
          delete document.internal.offerSet;
          document.adjustedHomeAmount = underwriting.homeValue;
        }
        document.property = { ...property, address, state: address.state };
        document.status.propertyComplete = true;
        prequalify(a, lender);
      });
      // The profile's property address follows the application's.
      const addresses = (profile.addresses ?? []).map((entry) =>
        entry.uuid === application.document.selectedPropertyUuid ? { uuid: entry.uuid, type: entry.type, ...address } : entry,
      );
      const updated: StoredProfile = { ...profile, addresses };
      await db
        .updateTable('identities')
        .set({ profile: JSON.stringify(updated) })
        .where('uuid', '=', identity.uuid)
        .execute();
      return view;
    },
  );

  app.put<{ Params: { uuid: string }; Body: { estimatedValue: number } }>(
    `${APPLICATION_PATH}/:uuid/bpo/estimate`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        body: ref('review', 'HomeEstimateRequest'),
        description: "NO_AVM or BPO_ESTIMATE: the borrower's estimate of the home's value; a broker price opinion is then required.",
      },
    },
    async (request) => {
      const { caller, now } = await current(request);
      return complete(request, caller, now, 'homeValueEstimated', (a) => {
        a.document.homeValueEstimate = { value: request.body.estimatedValue, providedAt: new Date(now).toISOString() };
        a.document.status.bpo = 'BPO_REQUIRED';
      });
    },
  );

  app.post<{ Params: { uuid: string }; Body: { feeAmount: number } }>(
    `${APPLICATION_PATH}/:uuid/bpo/order`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        body: ref('review', 'BpoOrderRequest'),
        description: "BPO_ORDER_REQUEST with a BPO required: orders it; feeAmount must be the lender's valuation fee.",
      },
    },
    async (request) => {
      const { caller, now, application } = await current(request);
      const { feeAmount } = request.body;
      checkFee(application, request, feeAmount);
      return complete(request, caller, now, bpoStep(application), (a) => orderBpo(a, request, feeAmount, now));
    },
  );

  app.put<{ Params: { uuid: string }; Body: { condition: string; feeAmount: number } }>(
    `${APPLICATION_PATH}/:uuid/bpo/condition`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        body: ref('review', 'PropertyConditionRequest'),
        description: "Texas, BPO required: the property's condition, and the BPO ordered with its fee.",
      },
    },
    async (request) => {
      const { caller, now, application } = await current(request);
      const { condition, feeAmount } = request.body;
      if ((application.document.property as { state?: string }).state !== 'TX') {
        throw new HttpError(409, 'The property condition is asked for Texas homes; order the valuation instead');
      }
      checkFee(application, request, feeAmount);
      return complete(request, caller, now, bpoStep(application), (a) => {
        a.document.propertyCondition = condition;
        orderBpo(a, request, feeAmount, now);
      });
    },
  );
};
