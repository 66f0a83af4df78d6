// Sandbox controls (DESIGN.md): registered only while sandbox mode is on. Like every application
// route, they answer only someone who may open the application (its borrower's token).
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE } from '../api-schemas';
import { authenticate, HttpError } from '../auth/authenticate';
import { deepMerge } from '../../engine/lender/lender-package';
import { withApplicationLock } from '../application-lock';
import { saveDelivering } from '../deliveries';
import { slotStart, type NotarySlot } from '../../engine/closing/notary-schedule';
import { markDeedNotarised } from './closing';
import {
  advanceStep,
  applicationTime,
  applicationView,
  feesAllowedFrom,
  ownedApplication,
  setChecklistStatus,
  setRescissionMoments,
  settleStatus,
  type RescissionMomentsSet,
  type RescissionRecord,
  type StoredApplication,
} from '../applications';

type Json = Record<string, unknown>;
type ClockRequest = { advanceDays: number } | { until: 'rescission-end' | 'notary-visit' };

const DAY_MS = 86_400_000;

/** When the booked in-person notary visit begins; 409 unless the application awaits one. */
function notaryVisitStart(application: StoredApplication): number {
  const { notaryAppointment, status } = application.document as { notaryAppointment?: NotarySlot; status: { checklistStatus: string } };
  if (status.checklistStatus !== 'MANUAL_DEED_SIGNING' || !notaryAppointment) {
    throw new HttpError(409, 'This application has no in-person notary visit booked.');
  }
  return slotStart(notaryAppointment);
}

/**
 * Fields the server owns. The control cannot rewrite the application's identity, nor who may open
 * or sign it: the signer lists and their version decide access (engine/signer/additional-signer.ts).
 */
const PROTECTED = new Set([
  'uuid',
  'loanNumber',
  'organizationCode',
  'internal',
  'auditFields',
  'identityUuid',
  'helocSigners',
  'coDeeders',
  'additionalSignerVersion',
]);

export const sandboxRoutes: ApiRoutePlugin = async (app, { db, lenders, sandbox, now: clock = Date.now }) => {
  if (!sandbox) return;

  app.post<{ Params: { uuid: string }; Body: Json }>(
    '/sandbox/api/v1/applications/:uuid/state',
    {
      schema: {
        tags: ['sandbox'],
        description: "Merges the body into the application; checklistStatus sets the status. Sandbox mode only, with the borrower's token.",
        security: SECURE,
        params: ref('application', 'UuidParams'),
        body: ref('application', 'SandboxStateRequest'),
      },
    },
    async (request) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      const { checklistStatus, rescission, ...patch } = request.body;
      const refused = Object.keys(patch).filter((key) => PROTECTED.has(key));
      if (refused.length) throw new HttpError(400, `These fields cannot be set: ${refused.join(', ')}`);
      if (checklistStatus !== undefined && (typeof checklistStatus !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(checklistStatus))) {
        throw new HttpError(400, 'checklistStatus must be a status name such as OFFER_SELECTION');
      }
      const { internal } = application.document;
      application.document = { ...deepMerge(application.document, patch), internal };
      const status = (checklistStatus as string | undefined) ?? application.document.status.checklistStatus;
      // The moments first, so that a period beginning with this status runs from them.
      if (rescission) setRescissionMoments(application, rescission as RescissionMomentsSet);
      // A status set by hand replaces any wait in progress.
      setChecklistStatus(application, status, clock());
      await saveDelivering(db, lenders, application, clock());
      return applicationView(application);
    },
  );

  // The back office's clock for one application, moved forward so its waits (the right to cancel)
  // can be walked through in minutes. Per application, so borrowers and tests do not share it.
  app.post<{ Params: { uuid: string }; Body: ClockRequest }>(
    '/sandbox/api/v1/applications/:uuid/clock',
    {
      schema: {
        tags: ['sandbox'],
        description:
          "Moves the application's clock forward by advanceDays, until the right-to-cancel period has ended, or to the booked in-person notary visit, which is then recorded as the back office would (the deed signed, the right to cancel open); waits due by then (funding) follow. Sandbox mode only, with the borrower's token.",
        security: SECURE,
        params: ref('application', 'UuidParams'),
        body: ref('application', 'SandboxClockRequest'),
      },
    },
    async (request) => {
      const caller = authenticate(request);
      const { uuid } = request.params;
      await ownedApplication(db, caller, uuid, clock());
      return withApplicationLock(db, uuid, async () => {
        const now = clock();
        const application = await ownedApplication(db, caller, uuid, now);
        const { internal } = application.document;
        const body = request.body;
        const notaryVisit = 'until' in body && body.until === 'notary-visit';
        let until: number;
        if ('advanceDays' in body) until = applicationTime(application, now) + body.advanceDays * DAY_MS;
        else if (notaryVisit) until = notaryVisitStart(application);
        else {
          const period = application.document.rescission as RescissionRecord | undefined;
          if (!period) throw new HttpError(409, 'This application has no right-to-cancel period yet: it starts when the deed is signed.');
          // Past the fee wait too (Reg Z 1026.40(h)), which funding also waits for.
          until = Math.max(Date.parse(period.endsAt), feesAllowedFrom(application) ?? 0);
        }
        internal.clockOffsetMs = (internal.clockOffsetMs ?? 0) + Math.max(0, until - applicationTime(application, now));
        if (notaryVisit) {
          // What the back office records when the notary reports the deed signed: the right to cancel opens at the visit.
          markDeedNotarised(application);
          advanceStep(application, 'notarySigned', now);
        }
        settleStatus(application, now);
        await saveDelivering(db, lenders, application, now);
        return applicationView(application);
      });
    },
  );
};
