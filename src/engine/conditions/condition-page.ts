// Where a condition is answered and what its page says (spec 001 §2, §3): categories that take
// documents open conditions/upload-document, the others their own page below conditions/, with
// the query conditionUuid, conditionType and conditionEnum naming the request.
import type { Category, ConditionsConfig } from '../types/conditions';
import type { Condition } from './condition';
import { requestedDocumentCount } from './requested-documents';

export const UPLOAD_DOCUMENT_PAGE = 'upload-document';

/** The page below the area's conditions/ for this condition, or null for an unknown category. */
export function conditionPage(condition: Condition, config: Pick<ConditionsConfig, 'categories'>): string | null {
  const category = categoryOf(condition, config);
  if (!category) return null;
  return category.location ?? UPLOAD_DOCUMENT_PAGE;
}

/**
 * The link to a condition's page under `areaRoot` (/{uuid} for the borrower, /heloc-signer for an
 * additional signer), or null for an unknown category.
 */
export function conditionHref(condition: Condition, config: Pick<ConditionsConfig, 'categories'>, areaRoot: string): string | null {
  const page = conditionPage(condition, config);
  const category = categoryOf(condition, config);
  if (page === null || !category) return null;
  const query = new URLSearchParams({ conditionUuid: condition.uuid, conditionType: category.type, conditionEnum: condition.categoryEnum });
  return `${areaRoot}/conditions/${page}?${query.toString()}`;
}

export const categoryOf = (
  condition: Pick<Condition, 'categoryEnum'>,
  config: Pick<ConditionsConfig, 'categories'>,
): Category | undefined =>
  Object.hasOwn(config.categories, condition.categoryEnum) ? config.categories[condition.categoryEnum] : undefined;

export interface ConditionCopy {
  header: string;
  button: string;
  description: string;
  /** Interpolated into the description: documents asked for, and the bank account's last four digits. */
  values: { count: number; last4: string };
}

/**
 * The copy keys a condition's page shows. More than one document asked for reads the category's
 * descriptionMany and the shared 'Upload Documents' button (spec 001 §5).
 */
export function conditionCopy(
  condition: Condition,
  category: Category,
  config: Pick<ConditionsConfig, 'manyDocumentsButton'>,
  last4: string,
): ConditionCopy {
  const count = category.type === 'PHONE_NUMBER' ? 1 : requestedDocumentCount(condition);
  const many = count > 1;
  return {
    header: category.header,
    button: many ? config.manyDocumentsButton : category.button,
    description: many && category.descriptionMany ? category.descriptionMany : category.description,
    values: { count, last4 },
  };
}

/** Shown where an account's last four digits are not known. */
export const UNKNOWN_LAST4 = '****';

/** The last four digits of an application's disbursement account (its mask, else its number). */
export function accountLast4(application: Record<string, unknown>): string {
  const account = application.disburseAccount as { mask?: unknown; accountNumber?: unknown } | null | undefined;
  for (const value of [account?.mask, account?.accountNumber]) {
    const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
    if (digits.length >= 4) return digits.slice(-4);
  }
  return UNKNOWN_LAST4;
}
