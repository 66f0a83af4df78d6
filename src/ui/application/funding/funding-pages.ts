// The funding pages, by their path under /{uuid}/ (react-router patterns: :type for a parameter).
import type { PageRegistry } from '../application-pages';

export const FUNDING_PAGES: PageRegistry = {
  bank: () => import('./bank-index-page'),
  'bank/disburse': () => import('./bank-disburse-page'),
  'bank/manual-disburse': () => import('./bank-manual-disburse-page'),
  'bank/autopay': () => import('./bank-autopay-page'),
  'bank/confirm': () => import('./bank-confirm-page'),
  liens: () => import('./liens-page'),
  'insurance/upload': () => import('./insurance-upload-page'),
  'insurance/requirements': () => import('./insurance-requirements-page'),
};
