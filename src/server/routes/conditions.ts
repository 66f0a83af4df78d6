// Conditions (document requests) and the documents uploaded to an application.
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE } from '../api-schemas';
import { authenticate, HttpError } from '../auth/authenticate';
import { ownedApplication, saveApplication } from '../applications';
import { conditionsOf, uploadToCondition, visibleConditions } from '../conditions';
import { acceptUploads, readUpload } from '../uploads';
import { APPLICATION_PATH } from './applications';

const TAGS = ['conditions'];
const CONDITIONS_PATH = '/service-conditions/external/api/v1/applications';

export const conditionRoutes: ApiRoutePlugin = async (app, { db, tokens, now: clock = Date.now }) => {
  await acceptUploads(app);

  app.get<{ Params: { uuid: string } }>(
    `${CONDITIONS_PATH}/:uuid/conditions/external-applicants`,
    { schema: { tags: TAGS, security: SECURE, params: ref('application', 'UuidParams') } },
    async (request) => visibleConditions(await ownedApplication(db, authenticate(request, tokens), request.params.uuid, clock())),
  );

  app.post<{ Params: { uuid: string; conditionUuid: string } }>(
    `${CONDITIONS_PATH}/:uuid/conditions/:conditionUuid/documents`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        consumes: ['multipart/form-data'],
        params: {
          type: 'object',
          required: ['uuid', 'conditionUuid'],
          properties: { uuid: { type: 'string', format: 'uuid' }, conditionUuid: { type: 'string', format: 'uuid' } },
        },
      },
    },
    async (request, reply) => {
      const caller = authenticate(request, tokens);
      const now = clock();
      const application = await ownedApplication(db, caller, request.params.uuid, now);
      const condition = conditionsOf(application).find((c) => c.uuid === request.params.conditionUuid);
      if (!condition) throw new HttpError(404, 'Condition not found');
      if (!condition.actionNeeded) throw new HttpError(409, 'This request already has the documents it needs');
      const document = await uploadToCondition(db, caller, application, condition, await readUpload(request), now);
      await saveApplication(db, application);
      return reply.code(201).send({ document, condition });
    },
  );

  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/documents`,
    { schema: { tags: TAGS, security: SECURE, params: ref('application', 'UuidParams') } },
    async (request) => {
      const application = await ownedApplication(db, authenticate(request, tokens), request.params.uuid, clock());
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
      const application = await ownedApplication(db, authenticate(request, tokens), request.params.uuid, clock());
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
