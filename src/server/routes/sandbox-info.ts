// GET /sandbox/api/v1/info: tells the app it is talking to the sandbox, so a production build run
// against it may open the developer toolbar (spec 001 §2). Registered only in sandbox mode; a
// lender's real services answer 404 and the toolbar stays closed.
import type { ApiRoutePlugin } from '../app';

export const SANDBOX_INFO_PATH = '/sandbox/api/v1/info';

export const sandboxInfoRoutes: ApiRoutePlugin = async (app, { sandbox }) => {
  if (!sandbox) return;
  app.get(
    SANDBOX_INFO_PATH,
    {
      schema: {
        tags: ['sandbox'],
        description: 'Answers {sandbox: true}. Sandbox mode only.',
        response: {
          200: { type: 'object', additionalProperties: false, required: ['sandbox'], properties: { sandbox: { const: true } } },
        },
      },
    },
    async () => ({ sandbox: true as const }),
  );
};
