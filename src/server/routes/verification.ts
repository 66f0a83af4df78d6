// Verification steps: income (simulated link providers, paystub uploads, employer verification),
// identity documents and the insurance declaration page.
import { randomUUID } from 'node:crypto';
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE, UUID_PARAMS } from '../api-schemas';
import { withApplicationLock } from '../application-lock';
import { saveDelivering } from '../deliveries';
import { authenticate, HttpError } from '../auth/authenticate';
import {
  advanceStep,
  settleStatus,
  applicationView,
  completeApplicationStep,
  ownedApplication,
  saveApplication,
  stepNotAvailable,
} from '../applications';
import { conditionsOf, uploadToCondition } from '../conditions';
import { acceptUploads, readUpload, storeDocument } from '../uploads';
import { APPLICATION_PATH } from './applications';

const TAGS = ['verification'];

/** The simulated link providers, by the spec's income methods. */
export const INCOME_PROVIDERS = [
  { type: 'TRUV_PAYROLL', name: 'Payroll account' },
  { type: 'PLAID_TRANSACTIONS', name: 'Bank deposits' },
  { type: 'POINTSERV_TAX', name: 'Tax returns' },
  { type: 'POINTSERV_1099_MISC', name: '1099 income' },
] as const;

/** Paystubs asked for when a link verifies only part of the income. */
const PAYSTUBS_REQUIRED = 2;

export const ID_DOCUMENT_TYPES = ['DRIVERSLICENSEFRONT', 'IDCARDFRONT', 'PASSPORTFRONT', 'PERMANENTRESIDENTFRONT'] as const;

export const verificationRoutes: ApiRoutePlugin = async (app, { db, lenders, now: clock = Date.now }) => {
  await acceptUploads(app);

  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/income/providers`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS } },
    async (request) => {
      await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      return INCOME_PROVIDERS;
    },
  );

  app.post<{ Params: { uuid: string; type: string }; Body: { outcome?: 'VERIFIED' | 'PARTIAL' | 'FAILED' } }>(
    `${APPLICATION_PATH}/:uuid/income/link/:type`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        description: 'Simulated income link. outcome (sandbox) chooses what the provider reports; VERIFIED by default.',
        params: ref('verification', 'IncomeLinkParams'),
        body: ref('verification', 'IncomeLinkRequest'),
      },
    },
    async (request) => {
      const caller = authenticate(request);
      const now = clock();
      const outcome = request.body?.outcome ?? 'VERIFIED';
      const method = request.params.type;
      if (outcome === 'VERIFIED') {
        const application = await completeApplicationStep(db, caller, request.params.uuid, 'incomeVerified', now, (a) => {
          a.document.incomeVerification = { method, status: 'VERIFIED' };
          a.document.status.uwSubDecision = 'VERIFIED_INCOME_MATCHED_OFFER';
        });
        return { result: outcome, application: applicationView(application) };
      }
      const application = await ownedApplication(db, caller, request.params.uuid, now);
      if (application.document.status.checklistStatus !== 'INCOME_VERIFICATION') {
        throw stepNotAvailable(application);
      }
      application.document.incomeVerification = { method, status: outcome === 'PARTIAL' ? 'PARTIAL' : 'FAILED' };
      if (outcome === 'PARTIAL' && !conditionsOf(application).some((c) => c.categoryEnum === 'HELOC_MANUAL_PAYSTUB_UPLOAD')) {
        Object.assign(application.document.status, { manualPaystubUpload: true, manualPaystubTasksComplete: false });
        application.document.conditions = [
          ...conditionsOf(application),
          {
            uuid: randomUUID(),
            categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
            created: new Date(now).toISOString(),
            notes: '',
            commentsToBorrower: '',
            requestDocuments: [],
            actionNeeded: true,
            xtraData: { numDocsRequired: PAYSTUBS_REQUIRED },
          },
        ];
      }
      await saveApplication(db, application);
      return { result: outcome, application: applicationView(application) };
    },
  );

  app.post<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/income/paystubs`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const caller = authenticate(request);
      const now = clock();
      const paystubRequest = async () => {
        const application = await ownedApplication(db, caller, request.params.uuid, now);
        const condition = conditionsOf(application).find((c) => c.categoryEnum === 'HELOC_MANUAL_PAYSTUB_UPLOAD' && c.actionNeeded);
        if (!condition) throw new HttpError(409, 'No paystubs are needed for this application');
        return { application, condition };
      };
      // Checked before the file is read, and again once it has arrived, under the application's lock.
      await paystubRequest();
      const upload = await readUpload(request);
      return withApplicationLock(db, request.params.uuid, async () => {
        const { application, condition } = await paystubRequest();
        const document = await uploadToCondition(db, caller, application, condition, upload, now);
        await saveApplication(db, application);
        return reply.code(201).send({ document, application: applicationView(application) });
      });
    },
  );

  // Income documents other than paystubs (W-2, tax return, 1099, benefit or bank statement). The
  // simulated back office accepts the document as verifying the income, after its usual wait.
  app.post<{ Params: { uuid: string; type: string } }>(
    `${APPLICATION_PATH}/:uuid/income/documents/:type`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: ref('verification', 'IncomeDocumentParams'),
        consumes: ['multipart/form-data'],
        description: 'Multipart income document; verifies the income in the sandbox.',
      },
    },
    async (request, reply) => {
      const caller = authenticate(request);
      const now = clock();
      const { uuid, type } = request.params;
      const current = await ownedApplication(db, caller, uuid, now);
      if (current.document.status.checklistStatus !== 'INCOME_VERIFICATION') throw stepNotAvailable(current);
      const upload = await readUpload(request);
      const application = await completeApplicationStep(db, caller, uuid, 'incomeVerified', now, async (a) => {
        const document = await storeDocument(db, { applicationUuid: a.uuid, identityUuid: caller.identityUuid }, type, upload);
        a.document.incomeVerification = { method: 'OTHER', status: 'VERIFIED', documentUuid: document.uuid };
        a.document.status.uwSubDecision = 'VERIFIED_INCOME_MATCHED_OFFER';
      });
      return reply.code(201).send(applicationView(application));
    },
  );

  app.post<{ Params: { uuid: string }; Body: { employerName: string; employerPhone: string; jobTitle?: string } }>(
    `${APPLICATION_PATH}/:uuid/income/employer-verification`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        body: ref('verification', 'EmployerVerificationRequest'),
      },
    },
    async (request) =>
      applicationView(
        await completeApplicationStep(db, authenticate(request), request.params.uuid, 'incomeVerified', clock(), (a) => {
          a.document.employer = request.body;
          Object.assign(a.document.status, { employmentVerificationNeeded: false });
        }),
      ),
  );

  app.post<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/documents/identity`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        consumes: ['multipart/form-data'],
        description: `Multipart: a field idType (${ID_DOCUMENT_TYPES.join(', ')}) before the file.`,
      },
    },
    async (request, reply) => {
      const caller = authenticate(request);
      // Whose application it is, before a stranger's file is read.
      await ownedApplication(db, caller, request.params.uuid, clock());
      const upload = await readUpload(request);
      const idType = upload.fields.idType;
      if (!ID_DOCUMENT_TYPES.includes(idType as never)) throw new HttpError(400, `idType must be one of ${ID_DOCUMENT_TYPES.join(', ')}`);
      const application = await completeApplicationStep(db, caller, request.params.uuid, 'identityUploaded', clock(), async (a) => {
        const document = await storeDocument(db, { applicationUuid: a.uuid, identityUuid: caller.identityUuid }, idType!, upload);
        a.document.documents = [...(a.document.documents as object[]), { uuid: document.uuid, type: idType }];
      });
      return reply.code(201).send(applicationView(application));
    },
  );

  app.post<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/insurance`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        consumes: ['multipart/form-data'],
        description: 'The homeowners insurance declaration page. After signing, it releases funding.',
      },
    },
    async (request, reply) => {
      const caller = authenticate(request);
      const now = clock();
      const { uuid } = request.params;
      await ownedApplication(db, caller, uuid, now);
      const upload = await readUpload(request);
      return withApplicationLock(db, uuid, async () => {
        const application = await ownedApplication(db, caller, uuid, now);
        const document = await storeDocument(
          db,
          { applicationUuid: application.uuid, identityUuid: caller.identityUuid },
          'INSURANCE_DECLARATION',
          upload,
        );
        application.document.insurance = { complete: true, documentUuid: document.uuid };
        // Asked for before rescission (TRUST_AND_INSURANCE), it moves the application on. The spec's
        // finish trigger (insurance complete while rescission, recording or fundable) releases
        // funding once the right to cancel has ended: now, or on a later read.
        advanceStep(application, 'insuranceProvided', now);
        settleStatus(application, now);
        await saveDelivering(db, lenders, application, now);
        return reply.code(201).send(applicationView(application));
      });
    },
  );
};
