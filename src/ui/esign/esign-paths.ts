/** The signed-in person's electronic-records page (consent, withdrawal). */
export const ESIGN_PAGE = '/electronic-records';
/** The SWR key of the person's consent, shared by the gate and the page. */
export const ESIGN_CONSENT_KEY = 'esign-consent';
