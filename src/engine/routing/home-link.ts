// Where the header's logo leads. Signed in, a borrower's home is their application: the one on
// screen, else the app's root, which takes them to their active application (registration checks).
import { applicationHomePath } from '../auth/after-login';
import { SIGNER_AREA } from '../signer/signer-area';
import { isUuid } from '../validation/uuid';

/**
 * `pathname` is the page's path under the app's base (the router's location); `base` is the base
 * ending in '/'; `siteHome` is the lender's own home page when its data names one.
 */
export function homeLink({
  pathname,
  base,
  signedIn,
  siteHome,
}: {
  pathname: string;
  base: string;
  signedIn: boolean;
  siteHome?: string;
}): string {
  const first = pathname.split('/')[1] ?? '';
  // The additional signer's area: its people have no application of their own to go back to.
  if (!signedIn || first === SIGNER_AREA) return siteHome ?? base;
  return isUuid(first) ? applicationHomePath(base, first) : base;
}
