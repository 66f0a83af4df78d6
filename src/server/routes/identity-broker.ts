// The identity broker's sign-in and logout (spec 001 §4 'Sign-in mode', §7), for customers and
// agents (route segments 'customer' and 'agent'). The sandbox runs no hosted sign-in of its own:
// its broker answers with a redirect to the sandbox's login page, carrying a safe way back.
import type { ApiRoutePlugin } from '../app';
import { SECURE } from '../api-schemas';
import { bearerClaims, HttpError } from '../auth/authenticate';
import { revokeToken } from '../auth/sessions';
import { AUDIENCES, brokerLoginPath, brokerLogoutPath } from '../../engine/auth/sign-in-mode';
import { LOGIN_PATH, safeReturnPath } from '../../engine/routing/login-redirect';

const TAGS = ['identity'];
const AUDIENCE_PARAMS = {
  type: 'object',
  required: ['audience'],
  properties: { audience: { type: 'string', enum: [...AUDIENCES] } },
} as const;
const REDIRECT = {
  type: 'object',
  required: ['redirect'],
  properties: { redirect: { type: 'string', description: 'Where the browser goes next.' } },
} as const;

export const identityBrokerRoutes: ApiRoutePlugin = async (app, { db, now = Date.now }) => {
  app.post<{ Querystring: { redirectUrl?: string; telemetryTrackingId?: string } }>(
    brokerLoginPath(':audience' as never),
    {
      schema: {
        tags: TAGS,
        description: "Starts broker sign-in; the sandbox's broker sends the browser to its login page.",
        params: AUDIENCE_PARAMS,
        querystring: {
          type: 'object',
          properties: { redirectUrl: { type: 'string', maxLength: 2000 }, telemetryTrackingId: { type: 'string', maxLength: 100 } },
        },
        response: { 200: REDIRECT },
      },
    },
    async (request) => {
      // Only a path on this site is carried on (it must begin with / and a lowercase letter).
      const back = safeReturnPath(request.query.redirectUrl);
      return { redirect: back ? `${LOGIN_PATH}?${new URLSearchParams({ redirectUrl: back }).toString()}` : LOGIN_PATH };
    },
  );

  app.post(
    brokerLogoutPath(':audience' as never),
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        description: 'Ends a broker session: the token is refused from now on; the browser goes to the login page.',
        params: AUDIENCE_PARAMS,
        response: { 200: REDIRECT },
      },
    },
    async (request) => {
      const claims = bearerClaims(request);
      if (!claims) throw new HttpError(401, 'unauthenticated');
      await revokeToken(db, claims.jti, claims.exp, now());
      return { redirect: LOGIN_PATH };
    },
  );
};
