// Lead portal: loan originators and referrals, from the lenders' referral data (lender.json
// `referrals`; the sample referrals are sandbox lead records, read through lenders.leads). An
// `organization` query, when given, must be the record's lender.
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { HttpError } from '../auth/authenticate';
import { clientLimit } from '../client-limits';

const TAGS = ['lead portal'];
const LEAD_PATH = '/service-lead-portal/api';
/** The spec caches a loan originator's public details for ten minutes. */
const ORIGINATOR_CACHE = 'public, max-age=600';
/** A referred person's visit reads its referral and loan officer a few times; trying ids takes thousands. */
export const LEAD_PORTAL_LOOKUPS_PER_MINUTE = 30;

interface OrganizationQuery {
  organization?: string;
}

export const leadPortalRoutes: ApiRoutePlugin = async (app, context) => {
  const { lenders } = context;
  // A referral names a person and their home, and every answer says whether an id exists.
  const config = { rateLimit: { max: clientLimit(context, LEAD_PORTAL_LOOKUPS_PER_MINUTE), timeWindow: 60_000 } };

  /** Lenders a lookup may search: the named one only, or all. */
  const searched = (organization: string | undefined) => {
    if (organization === undefined) return lenders.all();
    const lender = lenders.get(organization);
    return lender ? [lender] : [];
  };

  const findOriginator = (uuid: string, organization: string | undefined) => {
    for (const lender of searched(organization)) {
      const originator = lender.referrals?.loanOriginators?.find((lo) => lo.uuid === uuid);
      if (originator) return { lender, originator };
    }
    throw new HttpError(404, 'Loan originator not found');
  };

  const schema = (params: string, response: string) => ({
    tags: TAGS,
    params: ref('lead-portal', params),
    querystring: ref('lead-portal', 'OrganizationQuery'),
    response: { 200: ref('lead-portal', response) },
  });

  app.get<{ Params: { referralUuid: string }; Querystring: OrganizationQuery }>(
    `${LEAD_PATH}/referrals/:referralUuid`,
    { config, schema: schema('ReferralParams', 'Referral') },
    async (request) => {
      const referral = searched(request.query.organization)
        .flatMap((lender) => lenders.leads(lender.orgCode).referrals ?? [])
        .find((r) => r.uuid === request.params.referralUuid);
      if (!referral) throw new HttpError(404, 'Referral not found');
      return referral;
    },
  );

  app.get<{ Params: { loanOriginatorUuid: string }; Querystring: OrganizationQuery }>(
    `${LEAD_PATH}/lo/:loanOriginatorUuid`,
    { config, schema: schema('LoanOriginatorParams', 'LoanOriginator') },
    async (request, reply) => {
      const { originator } = findOriginator(request.params.loanOriginatorUuid, request.query.organization);
      reply.header('cache-control', ORIGINATOR_CACHE);
      // The public display fields only.
      const { uuid: _uuid, licensedStates: _states, ...display } = originator;
      return display;
    },
  );

  app.get<{ Params: { loanOriginatorUuid: string }; Querystring: OrganizationQuery }>(
    `${LEAD_PATH}/lo/:loanOriginatorUuid/licensed-states`,
    { config, schema: schema('LoanOriginatorParams', 'LicensedStates') },
    async (request) => {
      const { lender, originator } = findOriginator(request.params.loanOriginatorUuid, request.query.organization);
      return {
        enforceLicensedStatesForReferral: lender.features.enforceLicensedStatesForReferral ?? false,
        licensedStates: originator.licensedStates,
      };
    },
  );
};
