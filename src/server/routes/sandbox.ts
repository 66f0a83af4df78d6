// Sandbox controls (DESIGN.md): registered only while sandbox mode is on.
import type { ApiRoutePlugin } from '../app';
import { ref } from '../api-schemas';
import { HttpError } from '../auth/authenticate';
import { deepMerge } from '../../engine/lender/lender-package';
import { anyApplication, applicationView, saveApplication, setChecklistStatus } from '../applications';

type Json = Record<string, unknown>;

/** Fields the server owns: the control cannot rewrite who an application belongs to. */
const PROTECTED = new Set(['uuid', 'loanNumber', 'organizationCode', 'internal', 'auditFields']);

export const sandboxRoutes: ApiRoutePlugin = async (app, { db, sandbox, now: clock = Date.now }) => {
  if (!sandbox) return;

  app.post<{ Params: { uuid: string }; Body: Json }>(
    '/sandbox/api/v1/applications/:uuid/state',
    {
      schema: {
        tags: ['sandbox'],
        description: 'Merges the body into the application; checklistStatus sets the status. Sandbox mode only.',
        params: ref('application', 'UuidParams'),
        body: ref('application', 'SandboxStateRequest'),
      },
    },
    async (request) => {
      const application = await anyApplication(db, request.params.uuid);
      if (!application) throw new HttpError(404, 'Application not found');
      const { checklistStatus, ...patch } = request.body;
      const refused = Object.keys(patch).filter((key) => PROTECTED.has(key));
      if (refused.length) throw new HttpError(400, `These fields cannot be set: ${refused.join(', ')}`);
      if (checklistStatus !== undefined && (typeof checklistStatus !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(checklistStatus))) {
        throw new HttpError(400, 'checklistStatus must be a status name such as OFFER_SELECTION');
      }
      const { internal } = application.document;
      application.document = { ...deepMerge(application.document, patch), internal };
      const status = (checklistStatus as string | undefined) ?? application.document.status.checklistStatus;
      // A status set by hand replaces any wait in progress.
      setChecklistStatus(application, status, clock());
      await saveApplication(db, application);
      return applicationView(application);
    },
  );
};
