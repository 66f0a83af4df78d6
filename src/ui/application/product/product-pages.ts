// The product pages, by their path under /{uuid}/ (react-router patterns: :type for a parameter).
import type { PageRegistry } from '../application-pages';

export const PRODUCT_PAGES: PageRegistry = {
  'product/select': () => import('./product-select-page'),
  'product/select/confirm': () => import('./product-confirm-page'),
  'product/assets': () => import('./product-assets-page'),
  'product/prequal-winback': () => import('./product-winback-page'),
};
