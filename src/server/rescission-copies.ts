// Each owner's own copy of the notice of the right to cancel (Reg Z 1026.15(b): every owner whose
// home secures the line may cancel, and each is given the notice). When the period opens, each owner
// whose E-SIGN consent is current then is emailed theirs (in the sandbox, to the outbox), with a link
// to the copy they read and download signed in; every other owner (consent withdrawn or never given,
// as for a co-owner) is sent it on paper by mail, which the record says for the back office to act
// on. The application keeps each delivery beside what was shown (src/server/deliveries.ts sends them).
import { applicationTime, propertyTimeZone, type RescissionRecord, type StoredApplication } from './applications';
import { BASE_PATH } from './config';
import type { Executor } from './db/database';
import { mayDeliverElectronically } from './esign';
import { identityByUuid, normaliseEmail, profileOf } from './identities';
import { outboxContent, type MessageToKeep } from './outbox';
import type { LenderConfig } from '../engine/lender/lender-package';
import { noticeValues } from './back-office/rescission-notice-pdf';
import { applicationLocale, intlLocale } from './server-copy';
import { oneLineAddress, type Address } from '../engine/address';
import { shownDisclosure } from '../engine/disclosures/registry';
import { lenderLink } from '../engine/routing/lender-link';

export type OwnerRole = 'BORROWER' | 'CO_OWNER';
/** Emailed with a link to the copy, or a paper copy sent by mail. */
export type DeliveryChannel = 'EMAIL' | 'MAIL';

/** A copy sent to an owner: the notice's type and version, to whom (their email names them), how, when. */
export interface DisclosureDelivered {
  type: string;
  version: string;
  to: string;
  owner: OwnerRole;
  channel: DeliveryChannel;
  sentAt: string;
}

export interface Owner {
  role: OwnerRole;
  email: string;
  firstName: string;
  lastName: string;
  /** Their account: the borrower's, or a co-owner's once they accepted their invitation. */
  identityUuid?: string;
}

interface CoOwnerEntry {
  firstName?: string;
  lastName?: string;
  email?: string;
  identityUuid?: string;
}

/** A delivery as kept: one recorded before channels were has none, and went by email. */
type KeptDelivery = Omit<DisclosureDelivered, 'channel'> & { channel?: DeliveryChannel };

export const disclosuresDelivered = (application: StoredApplication): DisclosureDelivered[] =>
  ((application.document.disclosuresDelivered as KeptDelivery[] | undefined) ?? []).map((delivery) => ({
    ...delivery,
    channel: delivery.channel ?? 'EMAIL',
  }));

/** The period, once the application has reached its signed status. */
export const rescissionOf = (application: StoredApplication) => application.document.rescission as RescissionRecord | undefined;

export const propertyAddressOf = (application: StoredApplication) => {
  const address = (application.document.property as { address?: Address } | undefined)?.address;
  return address ? oneLineAddress(address) : '';
};

/** Everyone with the right to cancel: the borrower, then the co-owners they named. */
export async function ownersOf(db: Executor, application: StoredApplication): Promise<Owner[]> {
  const identity = await identityByUuid(db, application.identityUuid);
  const name = profileOf(identity).name;
  const coOwners = (application.document.coDeeders as CoOwnerEntry[] | undefined) ?? [];
  return [
    {
      role: 'BORROWER',
      email: identity.email,
      firstName: name?.firstName ?? '',
      lastName: name?.lastName ?? '',
      identityUuid: application.identityUuid,
    },
    ...coOwners
      .filter((owner) => owner.email)
      .map((owner) => ({
        role: 'CO_OWNER' as const,
        email: owner.email!,
        firstName: owner.firstName ?? '',
        lastName: owner.lastName ?? '',
        ...(owner.identityUuid ? { identityUuid: owner.identityUuid } : {}),
      })),
  ];
}

/** Where an owner reads their copy: the borrower's application (its complete page), a co-owner's signer area. */
const copyLink = (application: StoredApplication, owner: Owner) =>
  lenderLink(owner.role === 'BORROWER' ? `${BASE_PATH}${application.uuid}` : `${BASE_PATH}heloc-signer/documents`, application.orgCode);

/**
 * The copies owed now: each owner not yet sent theirs once the period has opened, by email to an
 * owner whose E-SIGN consent is current at this moment, else on paper by mail (no message; the
 * delivery says MAIL). Decided from the consents as they stand; written by src/server/deliveries.ts.
 */
export async function rescissionCopiesOwed(
  db: Executor,
  lender: LenderConfig,
  application: StoredApplication,
  now: number,
): Promise<{ messages: MessageToKeep[]; delivered: DisclosureDelivered[] }> {
  const record = rescissionOf(application);
  const delivered = disclosuresDelivered(application).filter((d) => d.type === 'RESCISSION_NOTICE');
  const due = record
    ? (await ownersOf(db, application)).filter((owner) => !delivered.some((d) => d.to === normaliseEmail(owner.email)))
    : [];
  if (!due.length) return { messages: [], delivered: [] };
  const locale = applicationLocale(application);
  const { deadline } = noticeValues(lender, record!, propertyTimeZone(application).timeZone, intlLocale(locale));
  const notice = shownDisclosure('RESCISSION_NOTICE');
  const sentAt = new Date(applicationTime(application, now)).toISOString();
  const kind = 'rescissionNotice';
  const sends = await Promise.all(
    due.map(async (owner) => {
      const channel: DeliveryChannel = (await mayDeliverElectronically(db, owner.identityUuid)) ? 'EMAIL' : 'MAIL';
      return { owner, channel };
    }),
  );
  const messages = sends
    .filter((send) => send.channel === 'EMAIL')
    .map(({ owner }) => {
      const values = {
        firstName: owner.firstName,
        companyName: lender.company.companyName,
        propertyAddress: propertyAddressOf(application),
        deadline,
      };
      return {
        to: owner.email,
        orgCode: application.orgCode,
        kind,
        sentAt: now,
        ...outboxContent(kind, values, copyLink(application, owner), locale),
      };
    });
  return {
    messages,
    delivered: sends.map(({ owner, channel }) => ({ ...notice, to: normaliseEmail(owner.email), owner: owner.role, channel, sentAt })),
  };
}
