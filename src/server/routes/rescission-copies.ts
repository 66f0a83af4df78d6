// Each owner's copy of the notice of the right to cancel as a PDF, the borrower's from their
// application and a co-owner's from the signer area, and the record of a co-owner being shown it.
// 404 until the application has reached its signed status: before it there is no period to state.
import type { FastifyReply } from 'fastify';
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE, UUID_PARAMS } from '../api-schemas';
import { authenticate, HttpError } from '../auth/authenticate';
import {
  ownedApplication,
  propertyInstrument,
  propertyTimeZone,
  saveApplication,
  StaleApplicationError,
  type StoredApplication,
} from '../applications';
import { renderRescissionNotice } from '../back-office/rescission-notice-pdf';
import { normaliseEmail } from '../identities';
import type { LenderDirectory } from '../lender-directory';
import { ownersOf, propertyAddressOf, rescissionOf } from '../rescission-copies';
import { applicationLocale } from '../server-copy';
import { recordDisclosure } from '../disclosure-record';
import type { Database } from '../db/database';
import { legalNameText } from '../../engine/closing/signature';
import { APPLICATION_PATH } from './applications';
import { SIGNER_PATH, signerContext } from './signer';
import { refuse } from '../refusals';

const TAGS = ['disclosures'];
const NOTICE = 'RESCISSION_NOTICE';
/** A second tab recording at once overtakes the read: read again and retry. */
const ATTEMPTS = 3;

async function sendCopy(db: Database, lenders: LenderDirectory, application: StoredApplication, ownerName: string, reply: FastifyReply) {
  const record = rescissionOf(application);
  if (!record) throw refuse(404, 'rescissionNotYet');
  const owners = await ownersOf(db, application);
  const pdf = await renderRescissionNotice(lenders.get(application.orgCode)!, {
    record,
    ownerName,
    ownerNames: owners.map((o) => legalNameText(o)),
    loanNumber: application.loanNumber,
    propertyAddress: propertyAddressOf(application),
    timeZone: propertyTimeZone(application).timeZone,
    instrument: propertyInstrument(application),
    locale: applicationLocale(application),
  });
  return reply
    .type('application/pdf')
    .header('content-disposition', 'attachment; filename="notice-of-right-to-cancel.pdf"')
    .send(Buffer.from(pdf));
}

const PDF_DESCRIPTION =
  "The caller's own copy of the notice of right to cancel as a PDF: the deadline, how to cancel, every owner, and lines to sign when cancelling. 404 before the loan documents are signed.";

export const rescissionCopyRoutes: ApiRoutePlugin = async (app, { db, lenders, now: clock = Date.now }) => {
  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/rescission-notice`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, description: PDF_DESCRIPTION } },
    async (request, reply) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      const [borrower] = await ownersOf(db, application);
      return sendCopy(db, lenders, application, legalNameText(borrower), reply);
    },
  );

  app.get<{ Params: { uuid: string } }>(
    `${SIGNER_PATH}/applications/:uuid/rescission-notice`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, description: PDF_DESCRIPTION } },
    async (request, reply) => {
      const { application, record } = await signerContext(db, request, clock());
      return sendCopy(db, lenders, application, legalNameText(record), reply);
    },
  );

  app.post<{ Params: { uuid: string }; Body: { type: string; version: string } }>(
    `${SIGNER_PATH}/applications/:uuid/disclosure-record`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        description:
          "Records that the signing co-owner was shown their copy of the notice of right to cancel (RESCISSION_NOTICE, the version the page showed), kept in the application's record with their email. 204.",
        body: ref('application', 'DisclosureShownRequest'),
      },
    },
    async (request, reply) => {
      if (request.body.type !== NOTICE) throw new HttpError(400, `A co-owner is shown only ${NOTICE}`);
      for (let attempt = 1; ; attempt += 1) {
        const { application, record } = await signerContext(db, request, clock());
        if (!recordDisclosure(application, request.body, clock(), normaliseEmail(record.email ?? ''))) break;
        try {
          await saveApplication(db, application);
          break;
        } catch (error) {
          if (!(error instanceof StaleApplicationError) || attempt === ATTEMPTS) throw error;
        }
      }
      return reply.code(204).send();
    },
  );
};
