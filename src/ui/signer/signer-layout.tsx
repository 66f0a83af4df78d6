// The signed-in part of the signer area: loads the application the signer signs for, keeps them
// on the page their progress allows (src/engine/signer), and frames each page with the
// Application ID and their steps, the spec's notary-only tracker (the site header has the way to log out).
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router';
import { fetchSignerApplications, progressOf, type SignerApplication } from '@/api/signer';
import { keptQuery } from '@/engine/routing/login-redirect';
import { signerPageFor } from '@/engine/signer/additional-signer';
import { useApi } from '../api/api-context';
import { useSession } from '../auth/use-session';
import { SignerSteps } from './signer-steps';
import { BASENAME } from '../address-path';
import { SIGNER_AREA_ROOT, signerAreaPath } from '@/engine/signer/signer-area';

export interface SignerOutlet {
  application: SignerApplication;
  /** Fetch the application again after a step, so the layout moves the signer on. */
  refresh: () => Promise<unknown>;
}

export const useSignerOutlet = () => useOutletContext<SignerOutlet>();

const ONCE = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export default function SignerLayout() {
  const { t } = useTranslation('signer');
  const request = useApi();
  const { pathname, search } = useLocation();
  // The stored session, or on the server the one the page is drawn for.
  const { signedIn } = useSession();
  const { data, error, mutate } = useSWR(signedIn ? ['signer-applications'] : null, () => fetchSignerApplications(request), ONCE);

  if (!signedIn) {
    // The full path, as the request layer's own login redirect carries it.
    const back = `${BASENAME}${pathname}${keptQuery(search)}`;
    return <Navigate replace to={`${signerAreaPath('login')}?${new URLSearchParams({ redirectUrl: back }).toString()}`} />;
  }
  // A 401 has already left for the login page (the request layer); anything else is the error page.
  if (error) return <Navigate replace to={signerAreaPath('error')} />;
  if (!data) {
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );
  }
  const application = data[0];
  // Signed in, but not as anyone's additional signer (a borrower's own account, say).
  if (!application) return <Navigate replace to={signerAreaPath('login')} state={{ notSigner: true }} />;

  const requested = pathname.replace(new RegExp(`^${SIGNER_AREA_ROOT}/?`), '');
  const page = signerPageFor(requested, progressOf(application));
  if (page !== requested) return <Navigate replace to={signerAreaPath(page)} />;

  return (
    <div className="space-y-6">
      <p className="text-sm font-semibold text-muted" data-testid="loan-number">
        {t('applicationId', { loanNumber: application.loanNumber })}
      </p>
      <SignerSteps page={page} />
      <Outlet context={{ application, refresh: () => mutate() } satisfies SignerOutlet} />
    </div>
  );
}
