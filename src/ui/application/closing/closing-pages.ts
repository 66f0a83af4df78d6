// The closing pages, by their path under /{uuid}/ (react-router patterns: :type for a parameter).
import type { PageRegistry } from '../application-pages';

export const CLOSING_PAGES: PageRegistry = {
  'signing/intro': () => import('./signing-intro-page'),
  'signing/sign': () => import('./signing-sign-page'),
  'signing/additional': () => import('./signing-additional-page'),
  'signing/support': () => import('./signing-support-page'),
  'notary/intro': () => import('./notary-intro-page'),
  'notary/schedule-manual': () => import('./notary-schedule-manual-page'),
  'notary/reserve-manual': () => import('./notary-reserve-manual-page'),
  'notary/session': () => import('./notary-session-page'),
  'notary/error': () => import('./notary-error-page'),
  complete: () => import('./complete-page'),
  'document/disclosures': () => import('./disclosures-page'),
};
