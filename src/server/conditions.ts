// Conditions: the lender's document requests on an application, who may see them, and what an
// upload or a saved phone number does to them. Categories and upload types are data
// (flows/conditions.json), shared with the app.
import { randomUUID } from 'node:crypto';
import configFile from '../../flows/conditions.json';
import type { Condition } from '../engine/conditions/condition';
import { categoryOf } from '../engine/conditions/condition-page';
import { knownConditions } from '../engine/conditions/condition-list';
import { requestedDocumentCount } from '../engine/conditions/requested-documents';
import { isSignerOf } from '../engine/signer/additional-signer';
import type { ConditionsConfig } from '../engine/types/conditions';
import { HttpError, type Caller } from './auth/authenticate';
import { advanceStep, anyApplication, ownedApplication, type StoredApplication } from './applications';
import type { Database } from './db/database';
import { identityByUuid } from './identities';
import { storeDocument, type StoredDocument, type Upload } from './uploads';
import { refuse } from './refusals';

export type { Condition };

export const CONDITIONS_CONFIG = configFile as ConditionsConfig;

export const conditionsOf = (application: StoredApplication): Condition[] =>
  (application.document.conditions as Condition[] | undefined) ?? [];

/** Known categories, oldest first, as the spec lists them. */
export const visibleConditions = (application: StoredApplication): Condition[] =>
  knownConditions(conditionsOf(application), CONDITIONS_CONFIG);

/**
 * The application whose conditions the caller may see and answer: their own, or one they sign
 * for as an additional signer. Anyone else's answers 404, as a missing one does.
 */
export async function conditionsApplication(db: Database, caller: Caller, uuid: string, now: number): Promise<StoredApplication> {
  const application = await anyApplication(db, uuid);
  if (application && application.identityUuid !== caller.identityUuid) {
    const identity = await identityByUuid(db, caller.identityUuid).catch(() => undefined);
    if (identity && isSignerOf({ uuid: identity.uuid, type: identity.type }, application.document)) return application;
  }
  return ownedApplication(db, caller, uuid, now);
}

export function findCondition(application: StoredApplication, conditionUuid: string): Condition {
  const condition = conditionsOf(application).find((c) => c.uuid === conditionUuid);
  if (!condition || !categoryOf(condition, CONDITIONS_CONFIG)) throw new HttpError(404, 'Condition not found');
  if (!condition.actionNeeded) throw refuse(409, 'conditionSatisfied');
  return condition;
}

export interface NewCondition {
  categoryEnum: string;
  numDocsRequired?: number;
  commentsToBorrower?: string;
  notes?: string;
}

/** Raises a condition on the application (the back office, or the sandbox control). */
export function addCondition(application: StoredApplication, request: NewCondition, now: number): Condition {
  const condition: Condition = {
    uuid: randomUUID(),
    categoryEnum: request.categoryEnum,
    created: new Date(now).toISOString(),
    notes: request.notes ?? '',
    commentsToBorrower: request.commentsToBorrower ?? '',
    requestDocuments: [],
    actionNeeded: true,
    ...(request.numDocsRequired !== undefined ? { xtraData: { numDocsRequired: request.numDocsRequired } } : {}),
  };
  application.document.conditions = [...conditionsOf(application), condition];
  return condition;
}

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
  const category = categoryOf(condition, CONDITIONS_CONFIG);
  if (category?.type === 'PHONE_NUMBER') throw refuse(409, 'conditionNeedsPhone');
  const document = await storeDocument(
    db,
    { applicationUuid: application.uuid, identityUuid: caller.identityUuid, conditionUuid: condition.uuid },
    category?.uploadDocumentType ?? 'SUPPORT',
    upload,
  );
  const uploaded = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('condition_uuid', '=', condition.uuid)
    .executeTakeFirstOrThrow();
  if (Number(uploaded.n) >= requestedDocumentCount(condition)) {
    condition.actionNeeded = false;
    if (condition.categoryEnum === 'HELOC_MANUAL_PAYSTUB_UPLOAD') {
      Object.assign(application.document.status, { manualPaystubTasksComplete: true });
      application.document.incomeVerification = { method: 'MANUAL_PAYSTUB', status: 'VERIFIED' };
      advanceStep(application, 'incomeVerified', now);
    }
  }
  return document;
}

/** A request answered without documents (a missing phone number) is met once the caller has one. */
export async function completeCondition(db: Database, caller: Caller, condition: Condition): Promise<void> {
  const category = categoryOf(condition, CONDITIONS_CONFIG);
  if (category?.type !== 'PHONE_NUMBER') throw refuse(409, 'conditionNeedsDocuments');
  const identity = await identityByUuid(db, caller.identityUuid);
  if (!identity.phone_number) throw refuse(409, 'addPhoneFirst');
  condition.actionNeeded = false;
}
