// The application pages, by their path under /{uuid}/. Each section keeps its own registry; the
// status router only sends a borrower to a page registered here, else to the application home.
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { CONDITIONS_PAGES } from '../conditions/conditions-pages';
import { CLOSING_PAGES } from './closing/closing-pages';
import { FUNDING_PAGES } from './funding/funding-pages';
import { OUTCOMES_PAGES } from './outcomes/outcomes-pages';
import { PRODUCT_PAGES } from './product/product-pages';
import { START_PAGES } from './start/start-pages';
import { VERIFICATION_PAGES } from './verification/verification-pages';

export type PageRegistry = Readonly<Record<string, () => Promise<{ default: ComponentType }>>>;

export const APPLICATION_PAGES: PageRegistry = {
  ...PRODUCT_PAGES,
  ...START_PAGES,
  ...VERIFICATION_PAGES,
  ...FUNDING_PAGES,
  ...CLOSING_PAGES,
  ...OUTCOMES_PAGES,
  ...CONDITIONS_PAGES,
};

const PATTERNS = Object.keys(APPLICATION_PAGES);

/** Whether a page (relative to /{uuid}/, '' the home) is built: a registered pattern matches it. */
export const isBuiltPage = (page: string) =>
  page === '' || PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, `/${page}`) !== null);
