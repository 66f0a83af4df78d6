// Conditions: the lender's document requests on an application, and what an upload does to them.
import type { Caller } from './auth/authenticate';
import { advanceStep, type StoredApplication } from './applications';
import type { Database } from './db/database';
import { storeDocument, type StoredDocument, type Upload } from './uploads';

export interface Condition {
  uuid: string;
  categoryEnum: string;
  created: string;
  notes?: string;
  commentsToBorrower?: string;
  requestDocuments?: unknown[];
  actionNeeded: boolean;
  xtraData?: { numDocsRequired?: number };
}

/** The spec's categories; conditions of any other category are not shown. */
export const CONDITION_CATEGORIES: ReadonlySet<string> = new Set([
  'BANK_ACCOUNT_FRAUD_REVIEW',
  'ID_VERIFICATION_FAILURE',
  'MISSING_PHONE_NUMBER',
  'REVIEW_TRUST_REQUIREMENTS',
  'PROPERTY_LEGAL_DESCRIPTION',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
  'FALSE_OWNERSHIP_TYPE_REVIEW',
  'HELOC_MANUAL_PAYSTUB_UPLOAD',
  'HARD_CREDIT_INQUIRY_REVIEW',
  'GENERIC_DOCUMENT_REQUEST',
  'ESCALATION_REVIEW',
]);

/** The document type an upload to a condition is filed under. */
const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  BANK_ACCOUNT_FRAUD_REVIEW: 'BANK_STATEMENT',
  REVIEW_TRUST_REQUIREMENTS: 'CERTIFICATE_OF_TRUST',
  PROPERTY_LEGAL_DESCRIPTION: 'PROPERTY_DESCRIPTION_SOURCE',
  HELOC_MANUAL_PAYSTUB_UPLOAD: 'USER_UPLOADED_PAYSTUB',
};

export const conditionsOf = (application: StoredApplication): Condition[] =>
  (application.document.conditions as Condition[] | undefined) ?? [];

/** Known categories, oldest first, as the spec lists them. */
export const visibleConditions = (application: StoredApplication): Condition[] =>
  conditionsOf(application)
    .filter((c) => CONDITION_CATEGORIES.has(c.categoryEnum))
    .sort((a, b) => Date.parse(a.created) - Date.parse(b.created));

/**
 * Files an upload under a condition. Once it holds the documents it asks for, it needs no more
 * action; a paystub request that is met verifies the income.
 */
export async function uploadToCondition(
  db: Database,
  caller: Caller,
  application: StoredApplication,
  condition: Condition,
  upload: Upload,
  now: number,
): Promise<StoredDocument> {
  const document = await storeDocument(
    db,
    { applicationUuid: application.uuid, identityUuid: caller.identityUuid, conditionUuid: condition.uuid },
    UPLOAD_TYPES[condition.categoryEnum] ?? 'SUPPORT',
    upload,
  );
  const uploaded = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('condition_uuid', '=', condition.uuid)
    .executeTakeFirstOrThrow();
  if (Number(uploaded.n) >= (condition.xtraData?.numDocsRequired ?? 1)) {
    condition.actionNeeded = false;
    if (condition.categoryEnum === 'HELOC_MANUAL_PAYSTUB_UPLOAD') {
      Object.assign(application.document.status, { manualPaystubTasksComplete: true });
      application.document.incomeVerification = { method: 'MANUAL_PAYSTUB', status: 'VERIFIED' };
      advanceStep(application, 'incomeVerified', now);
    }
  }
  return document;
}
