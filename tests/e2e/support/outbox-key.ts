// The outbox key the suite's servers start with (playwright.config.ts sets SANDBOX_OUTBOX_KEY), so
// a test opens the outbox through the link the server prints, as a person would, or sends the key
// to the API.
export const E2E_OUTBOX_KEY = 'e2e-outbox-key-0123456789abcdef';
export const OUTBOX_PAGE = '/account/heloc/sandbox/outbox';
/** The link a sandbox server prints at start (here on the suite's own origin). */
export const OUTBOX_LINK = `${OUTBOX_PAGE}?key=${E2E_OUTBOX_KEY}`;
/** What an API call to the outbox carries. */
export const OUTBOX_KEY_HEADERS = { 'x-outbox-key': E2E_OUTBOX_KEY };
