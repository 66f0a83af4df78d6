// The New York modal's hand-over, loaded when a visit hands its answers over or arrives with some.
import { claimHandover, handOverAnswers } from '@/api/registration-handover';
import type { ApiRequest } from '@/api/request';
import type { Draft } from '@/engine/flow/flow-runner';
import { HANDOVER_FRAGMENT, handoverDraft } from '@/engine/registration/handover';
import type { RegistrationFlow } from '@/engine/types/registration-flow';

/** The paired lender's address with the answers that may go there handed over; the address alone if that fails. */
export const withAnswersHandedOver = (
  request: ApiRequest,
  orgCode: string,
  pairedOrgCode: string,
  flow: RegistrationFlow,
  draft: Draft,
  href: string,
) =>
  handOverAnswers(request, orgCode, pairedOrgCode, handoverDraft(flow, draft))
    .then((id) => `${href}#${HANDOVER_FRAGMENT}=${id}`)
    .catch(() => href);

// The answers handed over under an id: the server kept only what handoverDraft lets through.
export { claimHandover };
