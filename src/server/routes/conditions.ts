// Conditions (document requests) and the documents uploaded to an application.
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE, UUID_PARAMS } from '../api-schemas';
import { withApplicationLock } from '../application-lock';
import { authenticate, HttpError } from '../auth/authenticate';
import { ownedApplication, saveApplication } from '../applications';
import {
  addCondition,
  completeCondition,
  conditionsApplication,
  findCondition,
  uploadToCondition,
  visibleConditions,
  type NewCondition,
} from '../conditions';
import { acceptUploads, readUpload } from '../uploads';
import { APPLICATION_PATH } from './applications';

const TAGS = ['conditions'];
const CONDITIONS_PATH = '/service-conditions/external/api/v1/applications';
const CONDITION_PARAMS = ref('conditions', 'ConditionParams');
type ConditionParams = { Params: { uuid: string; conditionUuid: string } };

export const conditionRoutes: ApiRoutePlugin = async (app, { db, sandbox, now: clock = Date.now }) => {
  await acceptUploads(app);

  // The borrower's, or an additional signer's for the application they sign for.
  app.get<{ Params: { uuid: string } }>(
    `${CONDITIONS_PATH}/:uuid/conditions/external-applicants`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, response: { 200: ref('conditions', 'ConditionList') } } },
    async (request) => visibleConditions(await conditionsApplication(db, authenticate(request), request.params.uuid, clock())),
  );

  app.post<ConditionParams>(
    `${CONDITIONS_PATH}/:uuid/conditions/:conditionUuid/documents`,
    { schema: { tags: TAGS, security: SECURE, consumes: ['multipart/form-data'], params: CONDITION_PARAMS } },
    async (request, reply) => {
      const caller = authenticate(request);
      const now = clock();
      const { uuid, conditionUuid } = request.params;
      const openRequest = async () => {
        const application = await conditionsApplication(db, caller, uuid, now);
        return { application, condition: findCondition(application, conditionUuid) };
      };
      // Checked before the file is read, and again once it has arrived, under the application's lock.
      await openRequest();
      const upload = await readUpload(request);
      return withApplicationLock(db, uuid, async () => {
        const { application, condition } = await openRequest();
        const document = await uploadToCondition(db, caller, application, condition, upload, now);
        await saveApplication(db, application);
        return reply.code(201).send({ document, condition });
      });
    },
  );

  // A request answered elsewhere (the phone number, saved as the identity's alias) is closed here.
  app.post<ConditionParams>(
    `${CONDITIONS_PATH}/:uuid/conditions/:conditionUuid/complete`,
    { schema: { tags: TAGS, security: SECURE, params: CONDITION_PARAMS, response: { 200: ref('conditions', 'Condition') } } },
    async (request) => {
      const caller = authenticate(request);
      const application = await conditionsApplication(db, caller, request.params.uuid, clock());
      const condition = findCondition(application, request.params.conditionUuid);
      await completeCondition(db, caller, condition);
      await saveApplication(db, application);
      return condition;
    },
  );

  if (sandbox) {
    app.post<{ Params: { uuid: string }; Body: NewCondition }>(
      '/sandbox/api/v1/applications/:uuid/conditions',
      {
        schema: {
          tags: ['sandbox'],
          description: "Raises a condition on the application, as the back office would. Sandbox mode only, with the borrower's token.",
          security: SECURE,
          params: UUID_PARAMS,
          body: ref('conditions', 'SandboxConditionRequest'),
          response: { 201: ref('conditions', 'Condition') },
        },
      },
      async (request, reply) => {
        const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
        const condition = addCondition(application, request.body, clock());
        await saveApplication(db, application);
        return reply.code(201).send(condition);
      },
    );
  }

  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/documents`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS } },
    async (request) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      const rows = await db
        .selectFrom('documents')
        .select(['uuid', 'type', 'filename', 'content_type', 'size', 'condition_uuid', 'created_at'])
        .where('application_uuid', '=', application.uuid)
        .orderBy('created_at', 'asc')
        .execute();
      return rows.map((r) => ({
        uuid: r.uuid,
        type: r.type,
        filename: r.filename,
        contentType: r.content_type,
        size: r.size,
        conditionUuid: r.condition_uuid,
        created: new Date(r.created_at).toISOString(),
      }));
    },
  );

  app.get<{ Params: { uuid: string; documentUuid: string } }>(
    `${APPLICATION_PATH}/:uuid/documents/:documentUuid`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: {
          type: 'object',
          required: ['uuid', 'documentUuid'],
          properties: { uuid: { type: 'string', format: 'uuid' }, documentUuid: { type: 'string', format: 'uuid' } },
        },
      },
    },
    async (request, reply) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      const row = await db
        .selectFrom('documents')
        .select(['content', 'content_type', 'filename'])
        .where('uuid', '=', request.params.documentUuid)
        .where('application_uuid', '=', application.uuid)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'Document not found');
      return reply
        .type(row.content_type)
        .header('content-disposition', `attachment; filename="${row.filename.replace(/"/g, '')}"`)
        .send(row.content);
    },
  );
};
