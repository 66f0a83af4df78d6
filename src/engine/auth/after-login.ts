// Where a person goes once signed in (spec 001 §2, §7): the redirectUrl they came with when it is
// safe, else their first active application, else the signing they were invited to as a co-owner,
// else registration to start one.
import { safeReturnPath } from '../routing/login-redirect';
import { SIGNER_AREA } from '../signer/signer-area';

export interface ApplicationSummary {
  uuid: string;
  /** The server's flag: false once the application is complete, cancelled or declined. */
  active?: boolean;
}

/** The first application still under way, in the server's order (oldest first). */
export function firstActiveApplication(applications: readonly ApplicationSummary[]): ApplicationSummary | null {
  return applications.find((application) => application.active === true) ?? null;
}

/** The app's path for an application home; `base` is the app's base path ending in '/'. */
export const applicationHomePath = (base: string, uuid: string) => `${base}${encodeURIComponent(uuid)}`;

/**
 * A person's own application under way first; else, for a co-owner (who has none of their own), the
 * page of the signing they were invited to (`signingPage`, under the signer area), so a sign-in on
 * the lender's login page leads there too.
 */
export function landingPath(applications: readonly ApplicationSummary[], base: string, signingPage?: string): string {
  const active = firstActiveApplication(applications);
  if (active) return applicationHomePath(base, active.uuid);
  return signingPage ? `${base}${SIGNER_AREA}/${signingPage}` : `${base}register-v2`;
}

/** The redirectUrl to return to, when it is safe and not the sign-in area itself (which would loop). */
export function returnPathAfterLogin(redirectUrl: string | null): string | null {
  const back = safeReturnPath(redirectUrl);
  return back && !isAuthPath(back.split(/[?#]/)[0]!) ? back : null;
}

/** Whether a path is the sign-in area served outside the app's base path (/auth/…). */
export const isAuthPath = (pathname: string) => pathname === '/auth' || pathname.startsWith('/auth/');
