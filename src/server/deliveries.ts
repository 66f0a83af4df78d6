// What an application owes people when it changes, sent with the change. Records the law requires in
// writing: each owner's copy of the notice of the right to cancel (rescission-copies.ts) and the
// borrower's adverse action notice (Reg B 1002.9), each emailed only to someone whose E-SIGN consent
// is current at that moment, else sent on paper by mail: no email, and the delivery says MAIL for
// the back office to act on. Texts its status brings, each only with the SMS consent its purpose
// needs (texts.ts). All decided from the consents as they stand, then written with the application
// in one transaction, so a refused save (another writer first) sends nothing; once decided, a
// delivery or a text is not decided again when a consent changes afterwards.
import { applicationTime, saveApplication, type StoredApplication } from './applications';
import { BASE_PATH } from './config';
import type { Database, Executor } from './db/database';
import { mayDeliverElectronically } from './esign';
import { identityByUuid, normaliseEmail, profileOf } from './identities';
import type { LenderDirectory } from './lender-directory';
import { outboxContent, recordMessage, type MessageToKeep } from './outbox';
import { disclosuresDelivered, rescissionCopiesOwed, type DeliveryChannel, type DisclosureDelivered } from './rescission-copies';
import { applicationLocale } from './server-copy';
import { planText, type TextDecision, type TextPurpose } from './texts';
import { adverseActionOf } from '../engine/adverse-action/adverse-action';
import { shownDisclosure } from '../engine/disclosures/registry';
import type { LenderConfig } from '../engine/lender/lender-package';
import { lenderLink } from '../engine/routing/lender-link';

const DAY_MS = 86_400_000;

/** Messages to keep and what the application records of them. */
export interface Owed {
  messages: MessageToKeep[];
  delivered: DisclosureDelivered[];
  texts: TextDecision[];
}

/** The texts an application's state brings, each once: about the account, or promoting credit. */
interface StatusText {
  kind: string;
  purpose: TextPurpose;
  due: (application: StoredApplication, at: number) => boolean;
}

/** A borrower who has not chosen an offer this long after applying is reminded once. */
export const OFFERS_REMINDER_DAYS = 3;

export const STATUS_TEXTS: readonly StatusText[] = [
  { kind: 'lineFunded', purpose: 'TRANSACTIONAL', due: (application) => application.document.status.checklistStatus === 'COMPLETE' },
  // Urging the borrower to take up the credit promotes it: marketing, whatever the application's state.
  {
    kind: 'offersWaiting',
    purpose: 'MARKETING',
    due: (application, at) =>
      application.document.status.checklistStatus === 'OFFER_SELECTION' &&
      at - application.createdAt.getTime() >= OFFERS_REMINDER_DAYS * DAY_MS,
  },
];

/** The texts the application has had decided (sent, or not for want of consent): the back office's record. */
export const textsDecided = (application: StoredApplication): TextDecision[] => application.document.internal.texts ?? [];

/** The borrower's own page of the application: the decline page shows the notice and its PDF, the others route on. */
const applicationLink = (application: StoredApplication) => lenderLink(`${BASE_PATH}${application.uuid}`, application.orgCode);

/** The adverse action notice, once the application carries a decline and has not been given it. */
async function adverseActionOwed(db: Executor, lender: LenderConfig, application: StoredApplication, now: number): Promise<Owed> {
  const none: Owed = { messages: [], delivered: [], texts: [] };
  if (!adverseActionOf(application.document)) return none;
  if (disclosuresDelivered(application).some((d) => d.type === 'ADVERSE_ACTION_NOTICE')) return none;
  const borrower = await identityByUuid(db, application.identityUuid);
  const channel: DeliveryChannel = (await mayDeliverElectronically(db, borrower.uuid)) ? 'EMAIL' : 'MAIL';
  const kind = 'adverseActionNotice';
  const values = { firstName: profileOf(borrower).name?.firstName ?? '', companyName: lender.company.companyName };
  const sentAt = new Date(applicationTime(application, now)).toISOString();
  return {
    messages:
      channel === 'EMAIL'
        ? [
            {
              to: borrower.email,
              orgCode: application.orgCode,
              kind,
              sentAt: now,
              ...outboxContent(kind, values, applicationLink(application), applicationLocale(application)),
            },
          ]
        : [],
    delivered: [{ ...shownDisclosure('ADVERSE_ACTION_NOTICE'), to: normaliseEmail(borrower.email), owner: 'BORROWER', channel, sentAt }],
    texts: [],
  };
}

/** The status texts due and not yet decided, each decided now by the borrower's consent for its purpose. */
async function textsOwed(db: Executor, lender: LenderConfig, application: StoredApplication, now: number): Promise<Owed> {
  const at = applicationTime(application, now);
  const decided = new Set(textsDecided(application).map((text) => text.kind));
  const due = STATUS_TEXTS.filter((text) => !decided.has(text.kind) && text.due(application, at));
  if (!due.length) return { messages: [], delivered: [], texts: [] };
  const borrower = await identityByUuid(db, application.identityUuid);
  const values = { firstName: profileOf(borrower).name?.firstName ?? '', companyName: lender.company.companyName };
  const planned = await Promise.all(
    due.map((text) =>
      planText(
        db,
        {
          to: { orgCode: application.orgCode, email: borrower.email, phone: borrower.phone_number },
          purpose: text.purpose,
          kind: text.kind,
          values,
          url: applicationLink(application),
          locale: applicationLocale(application),
          sentAt: now,
        },
        new Date(at).toISOString(),
      ),
    ),
  );
  return {
    messages: planned.flatMap((plan) => (plan.message ? [plan.message] : [])),
    delivered: [],
    texts: planned.map((plan) => plan.decision),
  };
}

/** Everything the application owes people now. */
export async function owedDeliveries(db: Executor, lender: LenderConfig, application: StoredApplication, now: number): Promise<Owed> {
  const parts: Owed[] = [
    { ...(await rescissionCopiesOwed(db, lender, application, now)), texts: [] },
    await adverseActionOwed(db, lender, application, now),
    await textsOwed(db, lender, application, now),
  ];
  return {
    messages: parts.flatMap((part) => part.messages),
    delivered: parts.flatMap((part) => part.delivered),
    texts: parts.flatMap((part) => part.texts),
  };
}

const isEmpty = (owed: Owed) => !owed.messages.length && !owed.delivered.length && !owed.texts.length;

/** Keeps the messages and records them on the application (which the caller saves in the same transaction); false when nothing was owed. */
export async function recordOwed(db: Executor, application: StoredApplication, owed: Owed): Promise<boolean> {
  if (isEmpty(owed)) return false;
  for (const message of owed.messages) await recordMessage(db, message);
  if (owed.delivered.length) application.document.disclosuresDelivered = [...disclosuresDelivered(application), ...owed.delivered];
  if (owed.texts.length) application.document.internal.texts = [...textsDecided(application), ...owed.texts];
  return true;
}

/** Saves the application, first sending what it owes people now, in one transaction with the save. */
export async function saveDelivering(db: Database, lenders: LenderDirectory, application: StoredApplication, now: number): Promise<void> {
  const owed = await owedDeliveries(db, lenders.get(application.orgCode)!, application, now);
  if (isEmpty(owed)) return saveApplication(db, application);
  await db.transaction().execute(async (trx) => {
    await recordOwed(trx, application, owed);
    await saveApplication(trx, application);
  });
}
