// Closing: the loan documents to read and sign, the other owners on the deed, then the notary:
// an online (eNotary) session joined at once, or an in-person notary booked for a time.
import type { FastifyRequest } from 'fastify';
import type { ApiRoutePlugin } from '../app';
import { SECURE, UUID_PARAMS } from '../api-schemas';
import { authenticate, type Caller } from '../auth/authenticate';
import {
  advanceStep,
  applicationTime,
  applicationView,
  completeApplicationStep,
  ownedApplication,
  propertyTimeZone,
  saveApplication,
  stepNotAvailable,
  type StoredApplication,
} from '../applications';
import { CLOSING_DOCUMENTS, documentTitle, renderClosingDocument, type ClosingDocumentType } from '../back-office/closing-documents';
import type { Database } from '../db/database';
import { callerIdentity, identityByUuid, profileOf } from '../identities';
import type { LenderDirectory } from '../lender-directory';
import { outboxContent, recordMessage } from '../outbox';
import { saveDelivering } from '../deliveries';
import { applicationLocale } from '../server-copy';
import { oneLineAddress, type Address } from '../../engine/address';
import { notarySlots, type NotaryContact } from '../../engine/closing/notary-schedule';
import { legalNameText, signatureMatches } from '../../engine/closing/signature';
import { APPLICATION_PATH } from './applications';
import { INVITATION_DAYS, invitationLink } from './signer';
import { refuse } from '../refusals';

const TAGS = ['closing'];

/** Statuses at which the closing documents are there to sign. */
const SIGNING_STATUSES = new Set(['NOTE_SIGNING', 'FINAL_OFFER']);
/** The booklet is given at application; the agreement and disclosure exist once signing starts. */
const ALWAYS_AVAILABLE: ReadonlySet<ClosingDocumentType> = new Set(['CFPB_HELOC_BOOKLET']);
/** Statuses at which the borrower may meet the notary (ATTORNEY_REVIEW and the waiting period come first). */
const NOTARY_READY_STATUSES = new Set(['NOTARY_DISCLOSURE', 'DEED_SIGNING']);
/** Appointment hours offered on the home's clock, on the next business days there. */
const NOTARY_HOURS = [9, 10, 11, 13, 14, 15, 16];
const NOTARY_DAYS = 5;
/** The simulated notary, online and in person (555-01xx numbers and .example addresses reach no one). */
const SANDBOX_NOTARY: NotaryContact = { name: 'Jordan Reyes', phone: '8005550163', email: 'jordan.reyes@notary.example' };
const MAX_CO_DEEDERS = 4;

/** The status flags of a deed signed before the notary, online or in person (the sandbox's notary-visit control sets them too). */
export function markDeedNotarised(application: StoredApplication): void {
  const { status } = application.document;
  Object.assign(status, {
    primaryParticipantAcceptComplete: true,
    disclosurelistNotaryComplete: true,
    manualDeedSigningComplete: Boolean(status.manualNotary),
  });
}

interface CoDeeder {
  firstName: string;
  lastName: string;
  email: string;
}

const availableDocuments = (application: StoredApplication) => {
  const signing = SIGNING_STATUSES.has(application.document.status.checklistStatus) || Boolean(application.document.signedAt);
  return CLOSING_DOCUMENTS.filter((d) => signing || ALWAYS_AVAILABLE.has(d.type));
};

const documentList = (application: StoredApplication, documents: ReadonlyArray<(typeof CLOSING_DOCUMENTS)[number]>) =>
  documents.map((d) => ({
    ...d,
    title: documentTitle(d.type, applicationLocale(application)),
    url: `${APPLICATION_PATH}/${application.uuid}/signing/documents/${d.type}`,
  }));

function requireSigningStatus(application: StoredApplication): void {
  const status = application.document.status.checklistStatus;
  if (!SIGNING_STATUSES.has(status)) throw refuse(409, 'documentsNotReady');
}

/** Sandbox mode: each named owner's invitation goes to the outbox, with the link that opens it. */
async function sendInvitations(
  db: Database,
  lenders: LenderDirectory,
  application: StoredApplication,
  borrowerFirstName: string,
  links: readonly string[],
  now: number,
): Promise<void> {
  const companyName = lenders.get(application.orgCode)?.company.companyName ?? '';
  for (const [index, owner] of (application.document.coDeeders as CoDeeder[]).entries()) {
    const values = { firstName: owner.firstName, borrowerFirstName, companyName, days: String(INVITATION_DAYS) };
    const kind = 'coOwnerInvitation';
    await recordMessage(db, {
      to: owner.email,
      orgCode: application.orgCode,
      kind,
      sentAt: now,
      ...outboxContent(kind, values, links[index]!, applicationLocale(application)),
    });
  }
}

/** The joint owners the property record names: they sign the deed too. */
const hasCoOwners = (application: StoredApplication) => (application.document.property as { ownership?: string })?.ownership === 'JOINT';

async function ownerName(db: Database, application: StoredApplication) {
  return profileOf(await identityByUuid(db, application.identityUuid)).name;
}

export const closingRoutes: ApiRoutePlugin = async (app, { db, lenders, sandbox, now: clock = Date.now }) => {
  const owned = (request: FastifyRequest<{ Params: { uuid: string } }>, caller: Caller = authenticate(request)) =>
    ownedApplication(db, caller, request.params.uuid, clock());
  /** The times offered now: business days where the home is, by the application's clock (the sandbox's may be ahead). */
  const offeredSlots = (application: StoredApplication) =>
    notarySlots(applicationTime(application, clock()), NOTARY_HOURS, NOTARY_DAYS, propertyTimeZone(application).timeZone);

  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/signing/documents`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, description: 'The loan documents to read and sign.' } },
    async (request) => {
      const application = await owned(request);
      requireSigningStatus(application);
      return documentList(application, CLOSING_DOCUMENTS);
    },
  );

  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/disclosures`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, description: 'The disclosures the borrower may read now.' } },
    async (request) => {
      const application = await owned(request);
      return documentList(application, availableDocuments(application));
    },
  );

  app.get<{ Params: { uuid: string; type: ClosingDocumentType } }>(
    `${APPLICATION_PATH}/:uuid/signing/documents/:type`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: {
          type: 'object',
          required: ['uuid', 'type'],
          properties: { uuid: { type: 'string', format: 'uuid' }, type: { type: 'string', enum: CLOSING_DOCUMENTS.map((d) => d.type) } },
        },
      },
    },
    async (request, reply) => {
      const application = await owned(request);
      if (!availableDocuments(application).some((d) => d.type === request.params.type)) {
        throw refuse(409, 'documentNotReady');
      }
      const { document } = application;
      const pdf = await renderClosingDocument(
        request.params.type,
        lenders.get(application.orgCode)!,
        {
          borrowerName: legalNameText(await ownerName(db, application)),
          loanNumber: application.loanNumber,
          propertyAddress: oneLineAddress((document.property as { address: Address }).address),
          amount: Number(document.amount),
          rate: Number(document.rate),
          term: Number(document.term),
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
    `${APPLICATION_PATH}/:uuid/signing/sign`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['acceptedDocuments', 'signatureName'],
          properties: {
            acceptedDocuments: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 60 } },
            signatureName: { type: 'string', minLength: 2, maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const caller = authenticate(request);
      const identity = await callerIdentity(db, caller);
      const application = await owned(request, caller);
      // With other owners on the deed, they are named before the notary step.
      const step = hasCoOwners(application) ? 'noteSignedCoDeedRequired' : 'noteSigned';
      // The status moves in memory first (409 when signing is not due); a refusal below saves nothing.
      if (!advanceStep(application, step, clock())) throw stepNotAvailable(application);
      const missing = CLOSING_DOCUMENTS.filter((d) => !request.body.acceptedDocuments.includes(d.type));
      if (missing.length)
        throw refuse(400, 'acceptDocuments', {
          documents: missing.map((d) => documentTitle(d.type, applicationLocale(application))).join(', '),
        });
      if (!signatureMatches(request.body.signatureName, profileOf(identity).name)) {
        throw refuse(400, 'typeFullName');
      }
      application.document.signedAt = new Date(clock()).toISOString();
      if (step === 'noteSignedCoDeedRequired') application.document.coDeedStatus = 'REQUIRED';
      Object.assign(application.document.status, {
        disclosurelistClosingReady: true,
        disclosurelistClosingComplete: true,
        disclosurelistNotaryReady: true,
      });
      await saveApplication(db, application);
      return applicationView(application);
    },
  );

  app.post<{ Params: { uuid: string }; Body: { coDeeders: CoDeeder[] } }>(
    `${APPLICATION_PATH}/:uuid/signing/co-deeders`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        description: 'Names the other owners on the deed; each is emailed an invitation to sign.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['coDeeders'],
          properties: {
            coDeeders: {
              type: 'array',
              minItems: 1,
              maxItems: MAX_CO_DEEDERS,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['firstName', 'lastName', 'email'],
                properties: {
                  firstName: { type: 'string', minLength: 2, maxLength: 100 },
                  lastName: { type: 'string', minLength: 2, maxLength: 100 },
                  email: { type: 'string', format: 'email', maxLength: 128 },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const caller = authenticate(request);
      const identity = await callerIdentity(db, caller);
      let links: string[] = [];
      const application = await completeApplicationStep(db, caller, request.params.uuid, 'coDeedersInvited', clock(), (application) => {
        const emails = request.body.coDeeders.map((c) => c.email.trim().toLowerCase());
        if (emails.includes(identity.email.toLowerCase())) throw refuse(400, 'signerEmails');
        if (new Set(emails).size !== emails.length) throw refuse(400, 'signerEmails');
        const invitedAt = new Date(clock()).toISOString();
        application.document.coDeeders = request.body.coDeeders.map((c, i) => ({
          firstName: c.firstName.trim(),
          lastName: c.lastName.trim(),
          email: emails[i],
          invitedAt,
        }));
        application.document.coDeedStatus = 'INVITED';
        // Built before the save: the first link gives the application its invitation key.
        if (sandbox) links = request.body.coDeeders.map((_, index) => invitationLink(application, index));
      });
      if (sandbox) await sendInvitations(db, lenders, application, profileOf(identity).name?.firstName ?? '', links, clock());
      return applicationView(application);
    },
  );

  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/notary/slots`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS } },
    async (request) => {
      return { slots: offeredSlots(await owned(request)) };
    },
  );

  app.post<{ Params: { uuid: string }; Body: { date: string; time: string } }>(
    `${APPLICATION_PATH}/:uuid/notary/appointments`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        description:
          'Books an in-person (manual) notary for one of the offered times, for the manual notary fee; booking again changes the time.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['date', 'time'],
          properties: {
            date: { type: 'string', format: 'date' },
            time: { type: 'string', pattern: '^[0-2][0-9]:[0-5][0-9]$' },
          },
        },
      },
    },
    async (request, reply) => {
      const application = await owned(request);
      const { date, time } = request.body;
      const status = application.document.status.checklistStatus;
      // From the notary step the choice moves the application to manual deed signing; there, it changes the time.
      if (status !== 'MANUAL_DEED_SIGNING' && !advanceStep(application, 'manualNotaryRequested', clock())) {
        throw stepNotAvailable(application);
      }
      const slot = offeredSlots(application).find((s) => s.date === date && s.time === time);
      if (!slot) throw refuse(400, 'slotGone');
      application.document.notaryAppointment = { ...slot, manual: true, notary: SANDBOX_NOTARY };
      application.document.requestedManualNotaryTime = `${date}T${time}`;
      application.document.status.manualNotary = true;
      await saveApplication(db, application);
      return reply.code(201).send(applicationView(application));
    },
  );

  app.post<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/notary/session`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        description: 'Joins the online (eNotary) session; the sandbox connects a simulated notary at once.',
      },
    },
    async (request) => {
      const application = await owned(request);
      const { status } = application.document;
      if (!NOTARY_READY_STATUSES.has(status.checklistStatus) || status.manualNotary) throw stepNotAvailable(application);
      application.document.notarySession = { joinedAt: new Date(clock()).toISOString(), notaryName: SANDBOX_NOTARY.name };
      await saveApplication(db, application);
      return applicationView(application);
    },
  );

  app.post<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/notary/session/complete`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, description: 'The notary session ended with the deed signed.' } },
    async (request) =>
      applicationView(
        await completeApplicationStep(
          db,
          authenticate(request),
          request.params.uuid,
          'notarySigned',
          clock(),
          (a) => {
            // An online session the borrower joined, or the in-person visit booked (the back office reports that one).
            if (!a.document.notarySession && !a.document.notaryAppointment) throw refuse(409, 'notaryFirst');
            markDeedNotarised(a);
          },
          (a) => saveDelivering(db, lenders, a, clock()),
        ),
      ),
  );
};
