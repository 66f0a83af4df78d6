// Product service (application service): the asset-depletion choice and the requalified offer a
// CLTV requalification leaves. Paths are ours where the spec shows none (docs/api.md).
import type { FastifyRequest } from 'fastify';
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE, UUID_PARAMS } from '../api-schemas';
import { authenticate, HttpError } from '../auth/authenticate';
import { applicationView, completeApplicationStep, ownedApplication, stepNotAvailable, type StoredApplication } from '../applications';
import { buildOffers } from '../back-office/offers';
import type { BorrowerStep } from '../back-office/progression';
import { bestDiscount, rateFor, type PayType } from '../../engine/application/offer-review';
import type { Offer } from '../../engine/offer';
import { APPLICATION_PATH } from './applications';
import { refuse } from '../refusals';

const TAGS = ['product'];

/** Share of the earlier draw a requalified line keeps (the value came in lower). */
const REQUALIFIED_SHARE = 0.75;

export interface RequalifiedOffer {
  offerUuid: string;
  term: number;
  amount: number;
  originationFee: number;
  rate: number;
  payType: PayType;
  discountType: string | null;
  previousAmount: number;
}

const offersOf = (application: StoredApplication) => {
  const offerSet = application.document.internal.offerSet;
  if (!offerSet || offerSet.offers.length === 0) throw refuse(404, 'noOffers');
  return offerSet;
};

/**
 * The smaller offer after a CLTV requalification: the borrower's earlier choice (or the first offer
 * when none was made) with three quarters of its draw, whole thousands, never below the smallest line.
 */
export function requalifiedOffer(application: StoredApplication): RequalifiedOffer {
  const document = application.document as StoredApplication['document'] & {
    term?: number;
    amount?: number;
    originationFee?: number;
    payType?: PayType | null;
    selectedOffer?: { discountType?: string | null };
  };
  const { offers } = offersOf(application);
  const chosen = offers.find((o) => o.term === document.term && o.originationFee === document.originationFee);
  const offer: Offer = chosen ?? offers[0]!;
  const previousAmount = chosen && document.amount ? document.amount : offer.maxDraw;
  const amount = Math.max(offer.minDraw, Math.floor((previousAmount * REQUALIFIED_SHARE) / 1000) * 1000);
  const hasAutopay = offer.discountList.some((d) => d.discount.type === 'AUTOPAY');
  const payType: PayType = document.payType ?? (hasAutopay ? 'AUTOPAY' : 'MANUAL');
  const discountType = chosen ? (document.selectedOffer?.discountType ?? null) : bestDiscount(offer, payType);
  return {
    offerUuid: offer.uuid,
    term: offer.term,
    amount,
    originationFee: offer.originationFee,
    rate: rateFor(offer, payType, discountType),
    payType,
    discountType,
    previousAmount,
  };
}

export const productRoutes: ApiRoutePlugin = async (app, { db, lenders, now: clock = Date.now }) => {
  const complete = (request: FastifyRequest<{ Params: { uuid: string } }>, step: BorrowerStep, change: (a: StoredApplication) => void) =>
    completeApplicationStep(db, authenticate(request), request.params.uuid, step, clock(), change).then(applicationView);

  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/asset-depletion`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, response: { 200: ref('product', 'AssetDepletion') } } },
    async (request) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      const offerSet = offersOf(application);
      return {
        limitedMaxDraw: Math.max(...offerSet.offers.map((o) => o.maxDraw)),
        verifiedMaxDraw: offerSet.maxDtiUnlimited,
      };
    },
  );

  // The sandbox verifies the borrower's assets at once; the back office then revises the offers.
  app.post<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/asset-depletion/verify`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS } },
    async (request) =>
      complete(request, 'assetsVerified', (application) => {
        const { document } = application;
        const lender = lenders.get(application.orgCode);
        const underwriting = document.internal.underwriting;
        if (!lender || !underwriting) throw new HttpError(409, 'Assets cannot be verified for this application');
        document.assetDepletion = { complete: true };
        document.status.uwSubDecision = 'VERIFIED_OFFER';
        document.internal.offerSet = buildOffers(lender, underwriting);
        document.uwCalculatedDrawAmount = underwriting.maxLine;
      }),
  );

  app.post<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/asset-depletion/decline`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS } },
    async (request) => complete(request, 'limitedOfferAccepted', () => undefined),
  );

  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/requalified-offer`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, response: { 200: ref('product', 'RequalifiedOffer') } } },
    async (request) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      if (application.document.status.checklistStatus !== 'CLTV_REQUALIFY') throw stepNotAvailable(application);
      return requalifiedOffer(application);
    },
  );

  app.post<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/requalified-offer/accept`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS } },
    async (request) =>
      complete(request, 'requalifiedOfferAccepted', (application) => {
        const offer = requalifiedOffer(application);
        Object.assign(application.document, {
          term: offer.term,
          amount: offer.amount,
          originationFee: offer.originationFee,
          payType: offer.payType,
          rate: offer.rate,
          selectedOffer: { uuid: offer.offerUuid, discountType: offer.discountType },
          uwCalculatedDrawAmount: offer.amount,
        });
      }),
  );
};
