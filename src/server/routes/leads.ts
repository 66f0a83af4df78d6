// Lead records registration reads before the person types anything: a direct-mail offer code
// (spec 000 §7 'GET {api}/offercode/{code}') and an affiliate's prepopulation, which the affiliate
// leaves as a cookie (spec 001 §7 'GET /a/external/prepop'). Sandbox data: lender.json sandboxLeads.
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { HttpError } from '../auth/authenticate';
import { clientLimit } from '../client-limits';
import { refuse } from '../refusals';

const TAGS = ['leads'];
export const OFFER_CODE_PATH = '/service-application/external/api/v1/heloc/offercode';
export const PREPOP_PATH = '/a/external/prepop';
/** The affiliate's cookie: its value is the prepopulation record's id. */
export const PREPOP_COOKIE = 'heloc_prepop';
/** A person looks up their one code or cookie a few times; enumerating them takes thousands. */
export const LEAD_LOOKUPS_PER_MINUTE = 30;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export const leadRoutes: ApiRoutePlugin = async (app, context) => {
  const { lenders, now = Date.now } = context;
  // Each record names a person and their home: a client may look up only a few a minute.
  const config = { rateLimit: { max: clientLimit(context, LEAD_LOOKUPS_PER_MINUTE), timeWindow: 60_000 } };

  app.get<{ Params: { code: string }; Querystring: { organization?: string } }>(
    `${OFFER_CODE_PATH}/:code`,
    {
      config,
      schema: {
        tags: TAGS,
        params: ref('leads', 'OfferCodeParams'),
        querystring: ref('leads', 'OrganizationQuery'),
        response: { 200: ref('leads', 'OfferCode') },
      },
    },
    async (request) => {
      const lender = lenders.forRequest(request);
      const code = request.params.code.toUpperCase();
      const offer = lenders.leads(lender.orgCode).offerCodes?.find((o) => o.offerCode === code);
      if (!offer) throw refuse(404, 'offerCodeNotFound');
      // An offer may be answered until the end of its respond-by day.
      if (new Date(`${offer.respondByDate}T23:59:59Z`).getTime() < now()) throw refuse(410, 'offerExpired');
      return offer;
    },
  );

  app.get<{ Querystring: { organization?: string } }>(
    PREPOP_PATH,
    { config, schema: { tags: TAGS, querystring: ref('leads', 'OrganizationQuery'), response: { 200: ref('leads', 'Prepopulation') } } },
    async (request) => {
      const id = cookieValue(request.headers.cookie, PREPOP_COOKIE);
      if (!id) throw new HttpError(404, 'No prepopulation data');
      const lender = lenders.forRequest(request);
      const record = lenders.leads(lender.orgCode).prepopulations?.find((p) => p.id === id);
      if (!record) throw new HttpError(404, 'No prepopulation data');
      const { id: _id, ...data } = record;
      return data;
    },
  );
};
