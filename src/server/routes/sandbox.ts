// Sandbox controls (DESIGN.md): registered only while sandbox mode is on. Like every application
// route, they answer only someone who may open the application (its borrower's token).
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE } from '../api-schemas';
import { authenticate, HttpError } from '../auth/authenticate';
import { deepMerge } from '../../engine/lender/lender-package';
import { withApplicationLock } from '../application-lock';
import { saveDeliveringNoticeCopies } from '../rescission-copies';
import {
  applicationTime,
  applicationView,
  feesAllowedFrom,
  ownedApplication,
  saveApplication,
  setChecklistStatus,
  setRescissionMoments,
  settleStatus,
  type RescissionMomentsSet,
  type RescissionRecord,
} from '../applications';

type Json = Record<string, unknown>;
type ClockRequest = { advanceDays: number } | { until: 'rescission-end' };

const DAY_MS = 86_400_000;

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
      await saveDeliveringNoticeCopies(db, lenders, application, clock());
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
          "Moves the application's clock forward by advanceDays, or until the right-to-cancel period has ended; waits due by then (funding) follow. Sandbox mode only, with the borrower's token.",
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
        let forward: number;
        if ('advanceDays' in request.body) forward = request.body.advanceDays * DAY_MS;
        else {
          const period = application.document.rescission as RescissionRecord | undefined;
          if (!period) throw new HttpError(409, 'This application has no right-to-cancel period yet: it starts when the deed is signed.');
          // Past the fee wait too (Reg Z 1026.40(h)), which funding also waits for.
          const until = Math.max(Date.parse(period.endsAt), feesAllowedFrom(application) ?? 0);
          forward = Math.max(0, until - applicationTime(application, now));
        }
        internal.clockOffsetMs = (internal.clockOffsetMs ?? 0) + forward;
        settleStatus(application, now);
        await saveApplication(db, application);
        return applicationView(application);
      });
    },
  );
};
