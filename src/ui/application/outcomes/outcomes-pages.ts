// The outcome, review and waiting pages, by their path under /{uuid}/ (react-router patterns).
import type { ComponentType } from 'react';
import type { PageRegistry } from '../application-pages';

type InfoPages = typeof import('./info-pages');

/** One of the pages without a form, all kept in info-pages.tsx. */
const info = (name: keyof InfoPages) => () => import('./info-pages').then((pages) => ({ default: pages[name] as ComponentType }));

export const OUTCOMES_PAGES: PageRegistry = {
  'error/decline': info('DeclinePage'),
  'error/credit': info('CreditDeclinePage'),
  'error/income': info('IncomeDeclinePage'),
  'error/timeout': info('TimeoutPage'),
  'error/flood-cert': info('FloodCertPage'),
  'credit/social': () => import('./ssn-retry-page'),
  'credit/error': () => import('./credit-freeze-page'),
  'review-app/incorrect-pin': () => import('./incorrect-pin-page'),
  'review-app/no-credit': info('NoCreditPage'),
  'review-app/property': () => import('./property-address-page'),
  'review-app/uw': info('UnderwritingPage'),
  'review-app/delinquency': info('DelinquencyPage'),
  'review-app/incorrect-ownership': info('OwnershipPage'),
  // The spec: these two show the timeout page.
  'review-app/datatree': info('TimeoutPage'),
  'review-app/signdocs': info('TimeoutPage'),
  'bpo/condition': () => import('./property-condition-page'),
  'bpo/hold': info('BpoHoldPage'),
  'bpo/waiting': info('BpoWaitingPage'),
  'bpo/estimate-value': () => import('./home-estimate-page'),
  'bpo/order-bpo': () => import('./order-bpo-page'),
  'payoff/hold': info('PayoffHoldPage'),
  hold: info('HoldPage'),
};
