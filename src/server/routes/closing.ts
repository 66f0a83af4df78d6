// Closing: the loan documents to read and sign, then the notary appointment and session.
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { authenticate, HttpError } from '../auth/authenticate';
import { applicationView, completeApplicationStep, ownedApplication, saveApplication, type StoredApplication } from '../applications';
import { CLOSING_DOCUMENTS, renderClosingDocument, type ClosingDocumentType } from '../back-office/closing-documents';
import { callerIdentity, identityByUuid, profileOf } from '../identities';
import { oneLineAddress, type Address } from '../../engine/address';
import { APPLICATION_PATH } from './applications';

const TAGS = ['closing'];
const SECURE = [{ bearer: [] }];
const UUID_PARAMS = ref('application', 'UuidParams');

/** Statuses at which the closing documents exist. */
const SIGNING_STATUSES = new Set(['NOTE_SIGNING', 'FINAL_OFFER']);
const NOTARY_TIME_ZONE = 'America/Los_Angeles';
/** Appointment hours offered, in Pacific time, on the next business days. */
const NOTARY_HOURS = [9, 10, 11, 13, 14, 15, 16];
const NOTARY_DAYS = 5;

/** The next business days after `now`, as yyyy-MM-dd in Pacific time. */
export function notaryDays(now: number, count = NOTARY_DAYS): string[] {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: NOTARY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  });
  const days: string[] = [];
  for (let offset = 1; days.length < count; offset++) {
    const parts = Object.fromEntries(format.formatToParts(new Date(now + offset * 86_400_000)).map((p) => [p.type, p.value]));
    if (parts.weekday === 'Sat' || parts.weekday === 'Sun') continue;
    days.push(`${parts.year}-${parts.month}-${parts.day}`);
  }
  return days;
}

const notarySlots = (now: number) =>
  notaryDays(now).flatMap((date) =>
    NOTARY_HOURS.map((hour) => ({ date, time: `${String(hour).padStart(2, '0')}:00`, timeZone: NOTARY_TIME_ZONE })),
  );

function requireSigningStatus(application: StoredApplication): void {
  const status = application.document.status.checklistStatus;
  if (!SIGNING_STATUSES.has(status)) throw new HttpError(409, `The loan documents are not ready while the application is at ${status}`);
}

export const closingRoutes: ApiRoutePlugin = async (app, { db, lenders, tokens, now: clock = Date.now }) => {
  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/signing/documents`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS } },
    async (request) => {
      const application = await ownedApplication(db, authenticate(request, tokens), request.params.uuid, clock());
      requireSigningStatus(application);
      return CLOSING_DOCUMENTS.map((d) => ({ ...d, url: `${APPLICATION_PATH}/${application.uuid}/signing/documents/${d.type}` }));
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
      const caller = authenticate(request, tokens);
      const application = await ownedApplication(db, caller, request.params.uuid, clock());
      requireSigningStatus(application);
      const owner = profileOf(await identityByUuid(db, application.identityUuid));
      const { document } = application;
      const pdf = await renderClosingDocument(request.params.type, lenders.get(application.orgCode)!, {
        borrowerName: [owner.name?.firstName, owner.name?.lastName].filter(Boolean).join(' '),
        loanNumber: application.loanNumber,
        propertyAddress: oneLineAddress((document.property as { address: Address }).address),
        amount: Number(document.amount),
        rate: Number(document.rate),
        term: Number(document.term),
        originationFee: Number(document.originationFee ?? 0),
      });
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
      const caller = authenticate(request, tokens);
      const identity = await callerIdentity(db, caller);
      const application = await completeApplicationStep(db, caller, request.params.uuid, 'noteSigned', clock(), (a) => {
        const missing = CLOSING_DOCUMENTS.filter((d) => !request.body.acceptedDocuments.includes(d.type));
        if (missing.length) throw new HttpError(400, `Please review and accept: ${missing.map((d) => d.title).join(', ')}`);
        const name = profileOf(identity).name;
        const expected = [name?.firstName, name?.lastName].filter(Boolean).join(' ').toLowerCase();
        if (request.body.signatureName.trim().replace(/\s+/g, ' ').toLowerCase() !== expected) {
          throw new HttpError(400, 'Please type your full legal name as it appears on the application');
        }
        a.document.signedAt = new Date(clock()).toISOString();
        Object.assign(a.document.status, {
          disclosurelistClosingReady: true,
          disclosurelistClosingComplete: true,
          disclosurelistNotaryReady: true,
        });
      });
      return applicationView(application);
    },
  );

  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/notary/slots`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS } },
    async (request) => {
      await ownedApplication(db, authenticate(request, tokens), request.params.uuid, clock());
      return { slots: notarySlots(clock()) };
    },
  );

  app.post<{ Params: { uuid: string }; Body: { date: string; time: string; manual: boolean } }>(
    `${APPLICATION_PATH}/:uuid/notary/appointments`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        description: 'Books a notary session: online (eNotary), or manual (a notary visits, for the manual notary fee).',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['date', 'time', 'manual'],
          properties: {
            date: { type: 'string', format: 'date' },
            time: { type: 'string', pattern: '^[0-2][0-9]:[0-5][0-9]$' },
            manual: { type: 'boolean' },
          },
        },
      },
    },
    async (request, reply) => {
      const application = await ownedApplication(db, authenticate(request, tokens), request.params.uuid, clock());
      const { date, time, manual } = request.body;
      if (!notarySlots(clock()).some((s) => s.date === date && s.time === time))
        throw new HttpError(400, 'That time is no longer available. Please choose another.');
      application.document.notaryAppointment = { date, time, timeZone: NOTARY_TIME_ZONE, manual };
      if (manual) {
        application.document.requestedManualNotaryTime = `${date}T${time}`;
        application.document.status.manualNotary = true;
      }
      await saveApplication(db, application);
      return reply.code(201).send(applicationView(application));
    },
  );

  app.post<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/notary/session/complete`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, description: 'The notary session ended with the deed signed.' } },
    async (request) =>
      applicationView(
        await completeApplicationStep(db, authenticate(request, tokens), request.params.uuid, 'notarySigned', clock(), (a) => {
          if (!a.document.notaryAppointment) throw new HttpError(409, 'Book a notary session first');
          Object.assign(a.document.status, {
            primaryParticipantAcceptComplete: true,
            disclosurelistNotaryComplete: true,
            manualDeedSigningComplete: true,
          });
        }),
      ),
  );
};
