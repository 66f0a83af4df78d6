// Additional signers (co-deeders): the invitation the primary borrower's naming of other owners
// creates, the signer's password and session, their ID, the deed they sign, and, once every
// co-deeder has signed, the primary application moving on to the notary.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE } from '../api-schemas';
import { authenticate, HttpError, issueToken } from '../auth/authenticate';
import { hashPassword } from '../auth/passwords';
import { withApplicationLock } from '../application-lock';
import {
  advanceStep,
  anyApplication,
  ownedApplication,
  propertyInstrument,
  saveApplication,
  settleAndSave,
  type StoredApplication,
} from '../applications';
import { documentLine, documentTitle, renderClosingDocument, renderSandboxPdf } from '../back-office/closing-documents';
import { applicationLocale } from '../server-copy';
import { clientLimit } from '../client-limits';
import { BASE_PATH } from '../config';
import type { Database } from '../db/database';
import { callerIdentity, identityByUuid, normaliseEmail, profileOf } from '../identities';
import type { LenderConfig } from '../../engine/lender/lender-package';
import { oneLineAddress, type Address } from '../../engine/address';
import { legalNameText, signatureMatches } from '../../engine/closing/signature';
import type { SecurityInstrumentKind } from '../../engine/closing/security-instrument';
import { isSignerOf } from '../../engine/signer/additional-signer';
import { isSignerIdType, SIGNER_ID_TYPES } from '../../engine/signer/id-documents';
import { isStrongPassword } from '../../engine/validation/password';
import { lenderLink } from '../../engine/routing/lender-link';
import { acceptUploads, readUpload, storeDocument } from '../uploads';
import { disclosuresDelivered } from '../rescission-copies';
import { refuse } from '../refusals';

const TAGS = ['signer'];
export const SIGNER_PATH = '/service-application/api/v1/heloc-signer';
export const INVITATION_PATH = '/service-application/external/api/v1/heloc-signer/invitations';
/** How long an invitation link works after the borrower names the owner. */
export const INVITATION_DAYS = 14;
/** Statuses at which nobody signs any more. */
const ENDED = new Set(['CANCELLED', 'DECLINED']);

/** What a co-deeder signs: the deed that puts the line on the home, and the disclosure they are owed. */
export const SIGNER_DOCUMENTS = [{ type: 'SECURITY_INSTRUMENT' }, { type: 'ACCOUNT_OPENING_DISCLOSURE' }] as const;
type SignerDocumentType = (typeof SIGNER_DOCUMENTS)[number]['type'];

/** A co-deeder as the closing routes record them, with what this area adds. */
interface SignerRecord {
  firstName?: string;
  lastName?: string;
  email?: string;
  invitedAt?: string;
  identityUuid?: string;
  acceptedAt?: string;
  idDocument?: { uuid: string; type: string; uploadedAt: string };
  signedAt?: string;
  signedDocuments?: string[];
}

/** The per-application secret invitation links are signed with; kept in `internal`, which never leaves the server. */
type InternalWithKey = StoredApplication['document']['internal'] & { signerInvitationKey?: string };

const coDeedersOf = (application: StoredApplication) => (application.document.coDeeders as SignerRecord[] | undefined) ?? [];
const isEnded = (application: StoredApplication) => ENDED.has(application.document.status.checklistStatus);
const expiryOf = (record: SignerRecord) => Math.floor(Date.parse(record.invitedAt ?? '') / 1000) + INVITATION_DAYS * 24 * 60 * 60;

function invitationKey(application: StoredApplication, create: boolean): string | undefined {
  const internal = application.document.internal as InternalWithKey;
  if (!internal.signerInvitationKey && create) internal.signerInvitationKey = randomBytes(32).toString('base64url');
  return internal.signerInvitationKey;
}

const signature = (key: string, uuid: string, index: number, email: string, exp: number) =>
  createHmac('sha256', Buffer.from(key, 'base64url')).update(`${uuid}.${index}.${email}.${exp}`).digest('base64url');

/** The token of one co-deeder's invitation link: it names the application and the invitee, expires, and is signed. */
function invitationToken(key: string, application: StoredApplication, index: number): string {
  const record = coDeedersOf(application)[index]!;
  const exp = expiryOf(record);
  return `${application.uuid}.${index}.${exp}.${signature(key, application.uuid, index, record.email ?? '', exp)}`;
}

/**
 * The link, relative to the site and naming the lender, that invites the application's `index`th co-deeder. Creates the
 * application's invitation key when it has none: the caller saves the application.
 */
export function invitationLink(application: StoredApplication, index: number): string {
  return lenderLink(
    `${BASE_PATH}heloc-signer/resume?token=${invitationToken(invitationKey(application, true)!, application, index)}`,
    application.orgCode,
  );
}

/**
 * The application and co-deeder a token names. 404 for anything unknown, forged or expired (they
 * look the same to the holder); 410 when the application has ended.
 */
async function invitationOf(db: Database, token: string, now: number) {
  const notFound = new HttpError(404, 'Invitation not found');
  const [uuid, indexText, expText, given] = token.split('.');
  if (!uuid || !indexText || !expText || !given || !/^\d+$/.test(indexText) || !/^\d+$/.test(expText)) throw notFound;
  const application = /^[0-9a-f-]{36}$/i.test(uuid) ? await anyApplication(db, uuid) : undefined;
  const key = application && invitationKey(application, false);
  const index = Number(indexText);
  const record = application && coDeedersOf(application)[index];
  if (!application || !key || !record?.email || Number(expText) !== expiryOf(record)) throw notFound;
  const expected = Buffer.from(signature(key, uuid, index, record.email, Number(expText)));
  if (expected.length !== Buffer.from(given).length || !timingSafeEqual(expected, Buffer.from(given))) throw notFound;
  if (now >= Number(expText) * 1000) throw notFound;
  await settleAndSave(db, application, now);
  if (isEnded(application)) throw refuse(410, 'cancelled');
  return { application, record };
}

/** The identity's entry among the co-deeders or the v1 heloc signers. */
const recordOf = (application: StoredApplication, identityUuid: string) =>
  [...coDeedersOf(application), ...((application.document.helocSigners as SignerRecord[] | undefined) ?? [])].find(
    (r) => r.identityUuid === identityUuid,
  );

/**
 * The caller's signer record on the application, or 404 'Application not found': the primary
 * borrower, another application's co-deeder and strangers all get the same answer.
 */
export async function signerContext(db: Database, request: FastifyRequest<{ Params: { uuid: string } }>, now: number) {
  const identity = await callerIdentity(db, authenticate(request));
  const application = await anyApplication(db, request.params.uuid);
  if (!application || !isSignerOf({ uuid: identity.uuid, type: identity.type }, application.document)) {
    throw new HttpError(404, 'Application not found');
  }
  await settleAndSave(db, application, now);
  const record = recordOf(application, identity.uuid)!;
  // A v1 heloc signer's entry may carry no name: the identity's profile has it.
  const name = profileOf(identity).name;
  record.firstName ??= name?.firstName ?? '';
  record.lastName ??= name?.lastName ?? '';
  return { identity, application, record };
}

async function signerView(db: Database, application: StoredApplication, record: SignerRecord) {
  const borrower = profileOf(await identityByUuid(db, application.identityUuid));
  const address = (application.document.property as { address?: Address } | undefined)?.address;
  const copy = disclosuresDelivered(application).find(
    (d) => d.type === 'RESCISSION_NOTICE' && d.owner === 'CO_OWNER' && d.to === normaliseEmail(record.email ?? ''),
  );
  return {
    uuid: application.uuid,
    loanNumber: application.loanNumber,
    cancelled: isEnded(application),
    borrowerFirstName: borrower.name?.firstName ?? '',
    propertyAddress: address ? oneLineAddress(address) : '',
    coDeedStatus: String(application.document.coDeedStatus ?? ''),
    ...(address?.state ? { propertyState: address.state } : {}),
    // Each owner who signs has the right to cancel and their own copy of the notice.
    ...(application.document.rescission ? { rescission: application.document.rescission } : {}),
    // How their copy went: emailed, or on paper by mail (no current E-SIGN consent).
    ...(copy ? { rescissionCopy: { channel: copy.channel, sentAt: copy.sentAt } } : {}),
    signer: {
      firstName: record.firstName ?? '',
      lastName: record.lastName ?? '',
      idUploaded: Boolean(record.idDocument),
      ...(record.signedAt ? { signedAt: record.signedAt, signedDocuments: record.signedDocuments ?? [] } : {}),
    },
  };
}

function renderDeed(
  lender: LenderConfig,
  facts: { signerName: string; borrowerName: string; loanNumber: string; propertyAddress: string; instrument?: SecurityInstrumentKind },
  locale: string,
) {
  const line = (key: string, values: Record<string, string> = {}) => documentLine(key, locale, values);
  return renderSandboxPdf(
    lender,
    documentTitle('SECURITY_INSTRUMENT', locale, facts.instrument),
    facts.loanNumber,
    [
      line('borrower', { name: facts.borrowerName }),
      line('coOwner', { name: facts.signerName }),
      line('property', { address: facts.propertyAddress }),
      line('deedSecures'),
      line('deedNotBorrower'),
    ],
    locale,
  );
}

export const signerRoutes: ApiRoutePlugin = async (app, { db, lenders, tokens, sandbox, now: clock = Date.now, clientLimitScale }) => {
  await acceptUploads(app);
  const signerOf = (request: FastifyRequest<{ Params: { uuid: string } }>) => signerContext(db, request, clock());
  const requireOpen = (application: StoredApplication) => {
    if (isEnded(application)) throw refuse(409, 'cancelled');
  };

  app.post<{ Body: { token: string } }>(
    `${INVITATION_PATH}/lookup`,
    {
      // An invitee opens their link a few times; a client trying tokens gets twenty a minute.
      config: { rateLimit: { max: clientLimit({ clientLimitScale }, 20), timeWindow: 60_000 } },
      schema: {
        tags: TAGS,
        description:
          'The invitation a link carries (the token in the body, not the URL, so it is not logged); 404 unknown or expired, 410 cancelled.',
        body: ref('signer', 'InvitationLookupRequest'),
        response: { 200: ref('signer', 'Invitation') },
      },
    },
    async (request) => {
      const { record } = await invitationOf(db, request.body.token, clock());
      return {
        firstName: record.firstName ?? '',
        lastName: record.lastName ?? '',
        email: record.email ?? '',
        accepted: Boolean(record.identityUuid),
        expiresAt: new Date(expiryOf(record) * 1000).toISOString(),
      };
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    `${INVITATION_PATH}/accept`,
    {
      // An invitee sets one password; each try hashes one, so ten a minute per client.
      config: { rateLimit: { max: clientLimit({ clientLimitScale }, 10), timeWindow: 60_000 } },
      schema: {
        tags: TAGS,
        description: "Sets the co-deeder's password: creates their CO_DEEDER identity, links it to the application and signs them in.",
        body: ref('signer', 'InvitationAcceptRequest'),
        response: { 200: ref('identity', 'JwtResponse') },
      },
    },
    async (request, reply) =>
      // The token starts with the application's id; a garbled one finds no invitation anyway.
      withApplicationLock(db, request.body.token.split('.')[0]!, async () => {
        const { application, record } = await invitationOf(db, request.body.token, clock());
        if (record.identityUuid) throw refuse(409, 'passwordAlreadySet');
        if (!isStrongPassword(request.body.password)) throw refuse(400, 'passwordWeak');
        const uuid = randomUUID();
        const inserted = await db
          .insertInto('identities')
          .values({
            uuid,
            email: normaliseEmail(record.email!),
            password_hash: await hashPassword(request.body.password),
            phone_number: null,
            type: 'CO_DEEDER',
            org_code: application.orgCode,
            // The applications the signer signs for, so their session finds them without a search.
            profile: JSON.stringify({
              name: { firstName: record.firstName, lastName: record.lastName },
              signerApplications: [application.uuid],
            }),
          })
          .onConflict((c) => c.columns(['email', 'org_code']).doNothing())
          .returning('uuid')
          .executeTakeFirst();
        // One email, one identity per lender: an owner who already has an account is helped by support.
        if (!inserted) throw refuse(409, 'signerAccountExists');
        record.identityUuid = uuid;
        record.acceptedAt = new Date(clock()).toISOString();
        await saveApplication(db, application);
        return { jwt: issueToken(reply, tokens, { sub: uuid, org: application.orgCode, typ: 'CO_DEEDER', gen: 0 }) };
      }),
  );

  app.get(
    `${SIGNER_PATH}/applications`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        description: 'The applications the caller signs for.',
        response: { 200: { type: 'array', items: ref('signer', 'SignerApplication') } },
      },
    },
    async (request) => {
      const identity = await callerIdentity(db, authenticate(request));
      const views = [];
      for (const uuid of (profileOf(identity).signerApplications as string[] | undefined) ?? []) {
        const application = await anyApplication(db, uuid);
        const record = application && recordOf(application, identity.uuid);
        if (application && record && isSignerOf({ uuid: identity.uuid, type: identity.type }, application.document)) {
          await settleAndSave(db, application, clock());
          views.push(await signerView(db, application, record));
        }
      }
      return views;
    },
  );

  app.get<{ Params: { uuid: string } }>(
    `${SIGNER_PATH}/applications/:uuid`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: ref('application', 'UuidParams'),
        response: { 200: ref('signer', 'SignerApplication') },
      },
    },
    async (request) => {
      const { application, record } = await signerOf(request);
      return signerView(db, application, record);
    },
  );

  app.post<{ Params: { uuid: string } }>(
    `${SIGNER_PATH}/applications/:uuid/identity`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: ref('application', 'UuidParams'),
        consumes: ['multipart/form-data'],
        description: `Multipart: a field idType (${SIGNER_ID_TYPES.join(', ')}) before the file. Replaces an earlier ID until the signer has signed.`,
      },
    },
    async (request, reply) => {
      const mayUpload = async () => {
        const context = await signerOf(request);
        requireOpen(context.application);
        if (context.record.signedAt) throw refuse(409, 'alreadySigned');
        return context;
      };
      // Checked before the file is read, and again once it has arrived, under the application's lock.
      await mayUpload();
      const upload = await readUpload(request);
      const idType = upload.fields.idType;
      if (!isSignerIdType(idType)) throw new HttpError(400, `idType must be one of ${SIGNER_ID_TYPES.join(', ')}`);
      return withApplicationLock(db, request.params.uuid, async () => {
        const { identity, application, record } = await mayUpload();
        const document = await storeDocument(db, { applicationUuid: application.uuid, identityUuid: identity.uuid }, idType, upload);
        record.idDocument = { uuid: document.uuid, type: idType, uploadedAt: document.created };
        await saveApplication(db, application);
        return reply.code(201).send(await signerView(db, application, record));
      });
    },
  );

  app.get<{ Params: { uuid: string } }>(
    `${SIGNER_PATH}/applications/:uuid/documents`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: ref('application', 'UuidParams'),
        description: 'The documents a co-deeder signs.',
        response: { 200: { type: 'array', items: ref('signer', 'SignerDocument') } },
      },
    },
    async (request) => {
      const { application } = await signerOf(request);
      return SIGNER_DOCUMENTS.map((d) => ({
        ...d,
        title: documentTitle(d.type, applicationLocale(application), propertyInstrument(application)),
        url: `${SIGNER_PATH}/applications/${application.uuid}/documents/${d.type}`,
      }));
    },
  );

  app.get<{ Params: { uuid: string; type: SignerDocumentType } }>(
    `${SIGNER_PATH}/applications/:uuid/documents/:type`,
    { schema: { tags: TAGS, security: SECURE, params: ref('signer', 'DocumentParams') } },
    async (request, reply) => {
      const { application, record } = await signerOf(request);
      const lender = lenders.get(application.orgCode)!;
      const { document } = application;
      const borrowerName = legalNameText(profileOf(await identityByUuid(db, application.identityUuid)).name);
      const propertyAddress = oneLineAddress((document.property as { address: Address }).address);
      const pdf =
        request.params.type === 'SECURITY_INSTRUMENT'
          ? await renderDeed(
              lender,
              {
                signerName: legalNameText(record),
                borrowerName,
                loanNumber: application.loanNumber,
                propertyAddress,
                instrument: propertyInstrument(application),
              },
              applicationLocale(application),
            )
          : await renderClosingDocument(
              'ACCOUNT_OPENING_DISCLOSURE',
              lender,
              {
                borrowerName,
                loanNumber: application.loanNumber,
                propertyAddress,
                amount: Number(document.amount ?? 0),
                rate: Number(document.rate ?? 0),
                term: Number(document.term ?? 0),
                originationFee: Number(document.originationFee ?? 0),
              },
              applicationLocale(application),
            );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${request.params.type.toLowerCase()}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.post<{ Params: { uuid: string }; Body: { acceptedDocuments: string[]; signatureName: string } }>(
    `${SIGNER_PATH}/applications/:uuid/sign`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: ref('application', 'UuidParams'),
        body: ref('signer', 'SignRequest'),
        description:
          'The co-deeder signs; when every co-deeder has, coDeedStatus becomes COMPLETE and the application moves to the notary.',
        response: { 200: ref('signer', 'SignerApplication') },
      },
    },
    async (request) => {
      const { application, record } = await signerOf(request);
      requireOpen(application);
      if (record.signedAt) throw refuse(409, 'alreadySigned');
      if (!record.idDocument) throw refuse(409, 'uploadIdFirst');
      const missing = SIGNER_DOCUMENTS.filter((d) => !request.body.acceptedDocuments.includes(d.type));
      if (missing.length)
        throw refuse(400, 'acceptDocuments', {
          documents: missing.map((d) => documentTitle(d.type, applicationLocale(application), propertyInstrument(application))).join(', '),
        });
      if (!signatureMatches(request.body.signatureName, record)) {
        throw refuse(400, 'typeFullName');
      }
      const now = clock();
      record.signedAt = new Date(now).toISOString();
      record.signedDocuments = SIGNER_DOCUMENTS.map((d) => d.type);
      const coDeeders = coDeedersOf(application);
      if (coDeeders.length > 0 && coDeeders.every((c) => c.signedAt)) {
        application.document.coDeedStatus = 'COMPLETE';
        advanceStep(application, 'coDeedSigned', now);
      }
      await saveApplication(db, application);
      return signerView(db, application, record);
    },
  );

  if (!sandbox) return;

  app.get<{ Params: { uuid: string } }>(
    '/sandbox/api/v1/applications/:uuid/signer-invitations',
    {
      schema: {
        tags: ['sandbox'],
        description: "Sandbox mode only: the invitation links the co-deeders would be emailed, for the application's borrower.",
        security: SECURE,
        params: ref('application', 'UuidParams'),
        response: { 200: { type: 'array', items: ref('signer', 'SandboxInvitation') } },
      },
    },
    async (request) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      const hadKey = Boolean(invitationKey(application, false));
      invitationKey(application, true);
      if (!hadKey) await saveApplication(db, application);
      return coDeedersOf(application).map((record, index) => ({
        firstName: record.firstName,
        lastName: record.lastName,
        email: record.email ?? '',
        url: invitationLink(application, index),
        expiresAt: new Date(expiryOf(record) * 1000).toISOString(),
      }));
    },
  );
};
