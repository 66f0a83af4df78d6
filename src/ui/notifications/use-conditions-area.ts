// Which application's conditions the header shows, and where their pages live: the application
// in the address (/{uuid}/…); for an additional signer, the one they sign for, once their identity
// has loaded and the fe-heloc-additional-signer-conditions flag is on (spec 001 §6); elsewhere the
// person's first active application.
import useSWR from 'swr';
import { useLocation } from 'react-router';
import { fetchApplications, type Identity } from '@/api/auth';
import { fetchSignerApplications } from '@/api/signer';
import { firstActiveApplication } from '@/engine/auth/after-login';
import { SIGNER_AREA, SIGNER_AREA_ROOT } from '@/engine/signer/signer-area';
import { isUuid } from '@/engine/validation/uuid';
import { useApi } from '../api/api-context';
import { useFlagState } from '../api/use-flags';

export const SIGNER_CONDITIONS_FLAG = 'fe-heloc-additional-signer-conditions';

export interface ConditionsArea {
  /** The application whose conditions are shown; null while unknown or when there is none. */
  uuid: string | null;
  /** The path condition pages hang below: /{uuid} or /heloc-signer. */
  areaRoot: string;
}

const ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function useConditionsArea(identity: Identity | undefined): ConditionsArea {
  const request = useApi();
  const { pathname } = useLocation();
  const flags = useFlagState();
  const first = pathname.split('/')[1] ?? '';
  const signer = first === SIGNER_AREA || identity?.type === 'CO_DEEDER';
  const signerConditions = signer && identity !== undefined && flags.enabled[SIGNER_CONDITIONS_FLAG] === true;
  const inAddress = !signer && isUuid(first) ? first : null;
  // The same key as the signer layout's, so the two share one fetch.
  const signerApplications = useSWR(signerConditions ? ['signer-applications'] : null, () => fetchSignerApplications(request), ONCE);
  const applications = useSWR(!signer && !inAddress && identity ? ['applications'] : null, () => fetchApplications(request), ONCE);

  if (signer) return { uuid: signerConditions ? (signerApplications.data?.[0]?.uuid ?? null) : null, areaRoot: SIGNER_AREA_ROOT };
  const uuid = inAddress ?? (applications.data ? (firstActiveApplication(applications.data)?.uuid ?? null) : null);
  return { uuid, areaRoot: uuid ? `/${uuid}` : '' };
}
