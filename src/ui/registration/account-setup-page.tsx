// register/account-setup: where a loan officer's referral link lands (`?referralId=…`). The
// referral's name, property address, email and phone fill the registration's draft and the person
// continues there to confirm them and set a password; a referral that already became an account
// goes to login with its email (spec 000 §7). Without a usable referral it is the registration.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import useSWR from 'swr';
import { fetchReferral } from '@/api/lead-portal';
import { prefillDraft } from '@/engine/registration/leads';
import { isUuid } from '@/engine/validation/uuid';
import { useApi } from '../api/api-context';
import { useLender } from '../lender/lender-context';
import { usePageTitle } from '../shell/use-page-title';
import { loadDraft, loadLeads, saveDraft, saveLeads } from './registration-storage';

const ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
const REGISTRATION = '/register-v2';

export default function AccountSetupPage() {
  const { t } = useTranslation('register-help');
  usePageTitle(t('accountSetup.loading'));
  const request = useApi();
  const { orgCode } = useLender();
  const navigate = useNavigate();
  const { search } = useLocation();
  const referralId = new URLSearchParams(search).get('referralId') ?? '';
  const { data: referral, error } = useSWR(
    isUuid(referralId) ? ['referral', referralId, orgCode] : null,
    () => fetchReferral(request, referralId, orgCode),
    ONCE,
  );

  useEffect(() => {
    if (!referral) return;
    if (referral.status) {
      window.location.replace(`/auth/login?${new URLSearchParams({ email: referral.email }).toString()}`);
      return;
    }
    saveLeads(orgCode, { ...loadLeads(orgCode), referral });
    saveDraft(orgCode, prefillDraft(loadDraft(orgCode), { referral }));
    void navigate({ pathname: REGISTRATION, search }, { replace: true });
  }, [referral, navigate, search, orgCode]);

  // An unknown referral, like an unknown offer code, leaves the registration unfilled.
  if (!isUuid(referralId) || error) return <Navigate replace to={{ pathname: REGISTRATION, search }} />;
  return (
    <p role="status" className="text-muted">
      {t('accountSetup.loading')}
    </p>
  );
}
