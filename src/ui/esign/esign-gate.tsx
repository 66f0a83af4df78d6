// Around the application's pages: a signed-in borrower whose E-SIGN consent is not current (given
// to an older version, withdrawn, or never given) meets the consent page before any page that would
// give them an electronic record, and comes back here once they agree.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import useSWR from 'swr';
import { fetchProfile } from '@/api/application';
import { ESIGN_CONSENT_KEY, ESIGN_PAGE, fetchEsignConsent } from '@/api/esign';
import { useApi } from '../api/api-context';
import { PROFILE_KEY } from '../api/query-keys';

export function EsignGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const request = useApi();
  const { pathname, search } = useLocation();
  const { data, error } = useSWR(ESIGN_CONSENT_KEY, () => fetchEsignConsent(request), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // The same read of the profile as the layout's (one request): a co-owner's session in this area
  // is ended there (spec 000 §6), not sent to a consent that is the borrower's to give.
  const profile = useSWR(PROFILE_KEY, () => fetchProfile(request), { revalidateOnFocus: false, shouldRetryOnError: false });
  // A failed read does not lock the borrower out of their application: the next visit asks again.
  if (error || data?.current || profile.error || profile.data?.type === 'CO_DEEDER') return children;
  if (!data || !profile.data) {
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );
  }
  return <Navigate replace to={{ pathname: ESIGN_PAGE, search: `?next=${encodeURIComponent(pathname + search)}` }} />;
}
