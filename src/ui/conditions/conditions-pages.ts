// The borrower's condition pages under /{uuid}/ (spec 001 §2): the list, the default upload page
// and one page per location in flows/conditions.json.
import type { PageRegistry } from '../application/application-pages';

const conditionPage = () => import('./borrower-condition-page');

export const CONDITIONS_PAGES: PageRegistry = {
  conditions: () => import('./borrower-conditions-page'),
  'conditions/upload-document': conditionPage,
  'conditions/identity': conditionPage,
  'conditions/phone-number': conditionPage,
};
