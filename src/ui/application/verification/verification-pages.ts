// The verification pages, by their path under /{uuid}/ (react-router patterns: :type for a parameter).
import type { PageRegistry } from '../application-pages';

export const VERIFICATION_PAGES: PageRegistry = {
  'income/review': () => import('./income-review-page'),
  'income/link': () => import('./income-link-index-page'),
  'income/link/:type': () => import('./income-link-page'),
  'income/pointserv-callback': () => import('./pointserv-callback-page'),
  'income/upload/:type': () => import('./income-upload-page'),
  'income/employer-verification': () => import('./employer-verification-page'),
  identity: () => import('./identity-page'),
};
