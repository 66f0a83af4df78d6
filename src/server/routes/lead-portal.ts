// Lead portal: loan originators and referrals, from the lenders' referral data.
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { HttpError } from '../auth/authenticate';

const TAGS = ['lead portal'];
const LEAD_PATH = '/service-lead-portal/api';

export const leadPortalRoutes: ApiRoutePlugin = async (app, { lenders }) => {
  const originators = () => lenders.all().flatMap((lender) => (lender.referrals?.loanOriginators ?? []).map((lo) => ({ lender, lo })));

  const findOriginator = (uuid: string) => {
    const found = originators().find(({ lo }) => lo.uuid === uuid);
    if (!found) throw new HttpError(404, 'Loan originator not found');
    return found;
  };

  app.get<{ Params: { id: string } }>(
    `${LEAD_PATH}/referrals/:id`,
    { schema: { tags: TAGS, params: ref('services', 'IdParams') } },
    async (request) => {
      const referral = lenders
        .all()
        .flatMap((l) => l.referrals?.sampleReferrals ?? [])
        .find((r) => r.uuid === request.params.id);
      if (!referral) throw new HttpError(404, 'Referral not found');
      return referral;
    },
  );

  app.get<{ Params: { id: string } }>(
    `${LEAD_PATH}/lo/:id`,
    { schema: { tags: TAGS, params: ref('services', 'IdParams') } },
    async (request, reply) => {
      const { lo } = findOriginator(request.params.id);
      // Public contact details; the spec caches them for ten minutes.
      reply.header('cache-control', 'public, max-age=600');
      const { licensedStates: _states, ...display } = lo;
      return display;
    },
  );

  app.get<{ Params: { id: string } }>(
    `${LEAD_PATH}/lo/:id/licensed-states`,
    { schema: { tags: TAGS, params: ref('services', 'IdParams') } },
    async (request) => {
      const { lender, lo } = findOriginator(request.params.id);
      return {
        enforceLicensedStatesForReferral: lender.features.enforceLicensedStatesForReferral ?? false,
        licensedStates: lo.licensedStates,
      };
    },
  );
};
