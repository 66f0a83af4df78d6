// The additional signer's area and which of its pages need a session: a module of its own, small
// enough for the header and the entry to import without pulling in the signer's rules.

/** The signer area's folder under the app's base (spec 000 §2). */
export const SIGNER_AREA = 'heloc-signer';

/** The signer area's root, as the app's links name it (relative to the app's base). */
export const SIGNER_AREA_ROOT = `/${SIGNER_AREA}`;

/** A page of the signer area, as the app's links name it: signerAreaPath('login') is '/heloc-signer/login'. */
export const signerAreaPath = (page: string): string => `${SIGNER_AREA_ROOT}/${page}`;

/** The signer area's pages that need no session (spec 000 §2); every other page under it shows a signed-in signer's application. */
export const SIGNER_PUBLIC_PATHS = ['resume', 'login', 'cancelled', 'error'] as const;

/** Whether a path under the app's base is one of a signed-in signer's pages: in the signer area, neither its index nor a public page. */
export function isSignedInSignerPath(pathUnderBase: string): boolean {
  const [area, page = ''] = pathUnderBase.split('/');
  return area === SIGNER_AREA && page !== '' && !(SIGNER_PUBLIC_PATHS as readonly string[]).includes(page);
}
