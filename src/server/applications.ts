// Applications as stored: one row per application with its checklist status in a column (for
// queries) and the rest in a JSON document. Status waits resolve here, when an application is read.
import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import { withApplicationLock } from './application-lock';
import { HttpError, type Caller } from './auth/authenticate';
import { completeStep, resolveDue, type BorrowerStep, type PendingStatus } from './back-office/progression';
import type { Underwriting } from './back-office/offers';
import type { OfferSet } from '../engine/offer';
import { isHelocSignerOf } from '../engine/signer/additional-signer';
import timeZonesFile from '../../flows/state-time-zones.json';
import instrumentsFile from '../../flows/security-instruments.json';
import { homeTimeZone, type HomeTimeZone } from '../engine/calendar/time-zones';
import { securityInstrumentFor, type SecurityInstrumentKind } from '../engine/closing/security-instrument';
import type { SecurityInstruments } from '../engine/types/security-instruments';
import type { StateTimeZones } from '../engine/types/state-time-zones';
import { rescissionPeriodFrom, type RescissionMoments } from '../engine/closing/rescission';
import { nonrefundableFeesFrom } from '../engine/disclosures/fee-timing';
import { disclosuresShown } from './disclosure-record';
import type { Executor } from './db/database';
import type { ApplicationTable } from './db/schema';
import { refuse } from './refusals';
import { ApplicationTooLargeError, storedDocument } from './application-size';
import type { TextDecision } from './texts';

export interface ApplicationStatus {
  checklistStatus: string;
  uwDecision: string;
  uwSubDecision: string;
  [flag: string]: unknown;
}

/** The application document; `internal` is the back office's and never leaves the server. */
export interface ApplicationDocument {
  status: ApplicationStatus;
  internal: {
    underwriting?: Underwriting;
    offerSet?: OfferSet;
    pending?: PendingStatus;
    completedAt?: string;
    idempotencyHash?: string;
    /** How far the sandbox clock control has moved this application's clock forward. */
    clockOffsetMs?: number;
    /** Moments of the right to cancel set by the sandbox state control before the period began. */
    rescissionMoments?: RescissionMomentsSet;
    /** The texts the application's state brought, each decided once: sent, or not for want of consent (src/server/deliveries.ts). */
    texts?: TextDecision[];
  };
  [field: string]: unknown;
}

export interface StoredApplication {
  uuid: string;
  identityUuid: string;
  orgCode: string;
  loanNumber: string;
  createdAt: Date;
  document: ApplicationDocument;
  /** The stored version this copy was read at; saveApplication refuses to write over a newer one. */
  version: number;
}

/** Statuses after which an application no longer counts as the borrower's active one. */
export const ENDED_STATUSES: ReadonlySet<string> = new Set(['COMPLETE', 'CANCELLED', 'DECLINED']);
/** The spec's wait after a funded line before another application may start. */
export const EXISTING_HELOC_WAIT_DAYS = 45;

function fromRow(row: Selectable<ApplicationTable>): StoredApplication {
  return {
    uuid: row.uuid,
    identityUuid: row.identity_uuid,
    orgCode: row.org_code,
    loanNumber: row.loan_number,
    createdAt: new Date(row.created_at),
    document: row.data as unknown as ApplicationDocument,
    version: row.version,
  };
}

/** Ten digits, shown to the borrower as the Application ID. */
export const newLoanNumber = () => String(randomInt(1_000_000_000, 10_000_000_000));

export async function insertApplication(db: Executor, application: StoredApplication): Promise<void> {
  await db
    .insertInto('applications')
    .values({
      uuid: application.uuid,
      identity_uuid: application.identityUuid,
      org_code: application.orgCode,
      loan_number: application.loanNumber,
      checklist_status: application.document.status.checklistStatus,
      data: storedDocument(application.document),
      created_at: application.createdAt,
      updated_at: application.createdAt,
    })
    .execute();
}

/** A write based on a read that another write has since overtaken (another server, or a bug). */
export class StaleApplicationError extends HttpError {
  constructor() {
    super(409, 'Your application was updated by another request at the same moment. Please try again.');
  }
}

/** Writes the application if nobody has written it since it was read; StaleApplicationError if someone has. */
export async function saveApplication(db: Executor, application: StoredApplication): Promise<void> {
  const result = await db
    .updateTable('applications')
    .set((eb) => ({
      checklist_status: application.document.status.checklistStatus,
      data: storedDocument(application.document),
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('uuid', '=', application.uuid)
    .where('version', '=', application.version)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new StaleApplicationError();
  application.version += 1;
}

/** The back office's time for an application: the sandbox clock control may have moved it forward. */
export const applicationTime = (application: StoredApplication, now: number) => now + (application.document.internal.clockOffsetMs ?? 0);

/** Where the home keeps its clocks, by the property's state: notary times and the right to cancel are counted there. */
export function propertyTimeZone(application: StoredApplication): HomeTimeZone {
  return homeTimeZone(timeZonesFile as StateTimeZones, propertyState(application));
}

function propertyState(application: StoredApplication): string | undefined {
  const state = (application.document.property as { address?: { state?: unknown } } | undefined)?.address?.state;
  return typeof state === 'string' ? state : undefined;
}

/** What secures the line, by the property's state: the owners' document is named after it, and the notice says it. */
export const propertyInstrument = (application: StoredApplication): SecurityInstrumentKind | undefined =>
  securityInstrumentFor(instrumentsFile as SecurityInstruments, propertyState(application));

/** Moments the right to cancel runs from, as ISO instants: any of the three. */
export type RescissionMomentsSet = Partial<Record<keyof RescissionMoments, string>>;

/** The right-to-cancel period the borrower is in, recorded when the application enters RESCISSION. */
export interface RescissionRecord extends Record<keyof RescissionMoments, string> {
  /** The day the period runs from: that of the latest of the three moments (yyyy-MM-dd). */
  signedOn: string;
  /** The last day the borrower may cancel (yyyy-MM-dd). */
  lastDay: string;
  endsAt: string;
}

/** The period from the moments set, each one not set being `signedAt` (the moment the application reached RESCISSION). */
function rescissionRecord(application: StoredApplication, signedAt: string, set: RescissionMomentsSet | undefined): RescissionRecord {
  const moments = {
    accountOpenedAt: set?.accountOpenedAt ?? signedAt,
    noticeDeliveredAt: set?.noticeDeliveredAt ?? signedAt,
    materialDisclosuresDeliveredAt: set?.materialDisclosuresDeliveredAt ?? signedAt,
  };
  const period = rescissionPeriodFrom(
    {
      accountOpenedAt: Date.parse(moments.accountOpenedAt),
      noticeDeliveredAt: Date.parse(moments.noticeDeliveredAt),
      materialDisclosuresDeliveredAt: Date.parse(moments.materialDisclosuresDeliveredAt),
    },
    propertyTimeZone(application).timeZone,
  );
  return { signedOn: period.signedOn, lastDay: period.lastDay, endsAt: new Date(period.endsAt).toISOString(), ...moments };
}

/**
 * Sets moments the right to cancel runs from (the sandbox state control). Before signing they wait
 * for the period to begin; after, the period is counted again from them at once.
 */
export function setRescissionMoments(application: StoredApplication, set: RescissionMomentsSet): void {
  const { document } = application;
  const normalised = Object.fromEntries(Object.entries(set).map(([key, value]) => [key, new Date(value).toISOString()]));
  document.internal.rescissionMoments = { ...document.internal.rescissionMoments, ...normalised };
  const record = document.rescission as RescissionRecord | undefined;
  if (record)
    document.rescission = rescissionRecord(application, record.accountOpenedAt, { ...record, ...document.internal.rescissionMoments });
}

/**
 * From when a nonrefundable fee may be imposed (Reg Z 1026.40(h)): three business days after the
 * borrower received both the early disclosure and the booklet; undefined until they have. The
 * sandbox collects no fee before funding (the valuation and in-person notary fees are only agreed
 * on their pages; the origination fee is added to the balance when the draw is funded), so funding is
 * where it is enforced.
 */
export const feesAllowedFrom = (application: StoredApplication): number | undefined =>
  nonrefundableFeesFrom(disclosuresShown(application), propertyTimeZone(application).timeZone);

/**
 * Funding waits for the insurance, for the fee wait of Reg Z 1026.40(h) and, in RESCISSION, for the
 * right-to-cancel period to end (Reg Z 1026.15); recording and fundable statuses are past it.
 */
function fundingDue(application: StoredApplication, now: number): boolean {
  const { document } = application;
  if (!(document.insurance as { complete?: boolean } | undefined)?.complete) return false;
  const feesFrom = feesAllowedFrom(application);
  if (feesFrom === undefined || applicationTime(application, now) < feesFrom) return false;
  if (document.status.checklistStatus !== 'RESCISSION') return true;
  const period = document.rescission as RescissionRecord | undefined;
  return period !== undefined && applicationTime(application, now) >= Date.parse(period.endsAt);
}

/** Applies a status wait whose time has come, and releases funding once it is due; true when the document changed. */
export function settleStatus(application: StoredApplication, now: number): boolean {
  const { document } = application;
  const before = { checklistStatus: document.status.checklistStatus, pending: document.internal.pending };
  const after = resolveDue(before, now);
  if (after !== before) setChecklistStatus(application, after.checklistStatus, now, after.pending);
  const funded = fundingDue(application, now) && advanceStep(application, 'fundingReleased', now);
  return after !== before || funded;
}

export function setChecklistStatus(application: StoredApplication, status: string, now: number, pending?: PendingStatus): void {
  const { document } = application;
  // Signing opens the right to cancel; a status set again later does not restart it.
  if (status === 'RESCISSION' && !document.rescission) {
    const signedAt = new Date(applicationTime(application, now)).toISOString();
    document.rescission = rescissionRecord(application, signedAt, document.internal.rescissionMoments);
  }
  document.status.checklistStatus = status;
  document.internal.pending = pending;
  if (!pending) delete document.internal.pending;
  if (status === 'COMPLETE' && !document.internal.completedAt) document.internal.completedAt = new Date(now).toISOString();
  document.active = !ENDED_STATUSES.has(status);
}

/**
 * Applies a status wait that has come due and saves it. A reader outside the route's lock may find
 * that a writer got there first: the writer's copy carries the same settled wait, so that is fine.
 * A document stored past the size limit before there was one stays readable, settled afresh each read.
 */
export async function settleAndSave(db: Executor, application: StoredApplication, now: number): Promise<StoredApplication> {
  if (!settleStatus(application, now)) return application;
  await withApplicationLock(db, application.uuid, () => saveApplication(db, application)).catch((error: unknown) => {
    if (!(error instanceof StaleApplicationError || error instanceof ApplicationTooLargeError)) throw error;
  });
  return application;
}

/**
 * The caller's application, or 404 'Application not found' when it does not exist or belongs to
 * someone else: another borrower's application is indistinguishable from a missing one.
 */
export async function ownedApplication(db: Executor, caller: Caller, uuid: string, now: number): Promise<StoredApplication> {
  const application = await anyApplication(db, uuid);
  if (!application || !canAccess(caller, application)) throw new HttpError(404, 'Application not found');
  return settleAndSave(db, application, now);
}

/**
 * The primary borrower, or a heloc signer by the engine's additional-signer rule. Co-deeders sign
 * in their own area (routes/signer.ts) and get nothing of these routes.
 */
function canAccess(caller: Caller, application: StoredApplication): boolean {
  return application.identityUuid === caller.identityUuid || isHelocSignerOf({ uuid: caller.identityUuid }, application.document);
}

export async function applicationsOf(db: Executor, identityUuid: string, now: number): Promise<StoredApplication[]> {
  const rows = await db
    .selectFrom('applications')
    .selectAll()
    .where('identity_uuid', '=', identityUuid)
    .orderBy('created_at', 'asc')
    .execute();
  return Promise.all(rows.map((row) => settleAndSave(db, fromRow(row), now)));
}

/** Any application, for the sandbox controls. */
export async function anyApplication(db: Executor, uuid: string): Promise<StoredApplication | undefined> {
  const row = await db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  return row && fromRow(row);
}

/** The application as the application service answers it. */
export function applicationView(application: StoredApplication) {
  const { internal: _internal, ...fields } = application.document;
  return {
    ...fields,
    uuid: application.uuid,
    loanNumber: application.loanNumber,
    organizationCode: application.orgCode,
    auditFields: { createdDate: application.createdAt.toISOString() },
  };
}

export type StartBlock = { reason: 'ACTIVE_APPLICATION' | 'RECENT_HELOC'; message: string; applicationUuid: string };

/** The spec's active-application and 45-day rules. */
export function startBlock(applications: readonly StoredApplication[], now: number): StartBlock | null {
  const active = applications.find((a) => !ENDED_STATUSES.has(a.document.status.checklistStatus));
  if (active) return { reason: 'ACTIVE_APPLICATION', message: 'Active application already exists.', applicationUuid: active.uuid };
  const recent = applications.find((a) => {
    const completedAt = a.document.internal.completedAt;
    return completedAt && now - Date.parse(completedAt) < EXISTING_HELOC_WAIT_DAYS * 24 * 60 * 60 * 1000;
  });
  if (recent) {
    return {
      reason: 'RECENT_HELOC',
      message: 'It looks like you have received a HELOC from us within the last 45 days.',
      applicationUuid: recent.uuid,
    };
  }
  return null;
}

const nextStatus = (application: StoredApplication, step: BorrowerStep, now: number) => {
  const { status, internal } = application.document;
  return completeStep({ checklistStatus: status.checklistStatus, pending: internal.pending }, step, now);
};

/**
 * The 409 for a step the application's status does not allow. Plain words, never the status: the app
 * re-reads the application and shows where it is now.
 */
export const stepNotAvailable = (_application?: StoredApplication) => refuse(409, 'stepNotAvailable');

/** Advances the checklist status as the step says, if the current status allows it; true when it did. */
export function advanceStep(application: StoredApplication, step: BorrowerStep, now: number): boolean {
  const next = nextStatus(application, step, now);
  if (next) setChecklistStatus(application, next.checklistStatus, now, next.pending);
  return next !== null;
}

/**
 * Completes a borrower step on the caller's application: `change` edits the document (and may
 * refuse with an HttpError), the checklist status advances, and the application is saved (by
 * `save`, where saving sends what the new status owes someone).
 * 409 when the application is not at a status the step follows.
 */
export async function completeApplicationStep(
  db: Executor,
  caller: Caller,
  uuid: string,
  step: BorrowerStep,
  now: number,
  change: (application: StoredApplication) => void | Promise<void>,
  save: (application: StoredApplication) => Promise<void> = (application) => saveApplication(db, application),
): Promise<StoredApplication> {
  return withApplicationLock(db, uuid, async () => {
    const application = await ownedApplication(db, caller, uuid, now);
    if (!nextStatus(application, step, now)) throw stepNotAvailable(application);
    await change(application);
    advanceStep(application, step, now);
    await save(application);
    return application;
  });
}
