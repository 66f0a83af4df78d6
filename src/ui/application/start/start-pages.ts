// The start pages, by their path under /{uuid}/ (react-router patterns: :type for a parameter).
import type { PageRegistry } from '../application-pages';

export const START_PAGES: PageRegistry = {
  'start/profile': () => import('./profile-page'),
  'start/contact': () => import('./contact-page'),
  'start/hmda': () => import('./hmda-page'),
  'start/app-summary': () => import('./app-summary-page'),
};
