import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/database';
import { sessionStands } from './sessions';
import type { NewTokenClaims, TokenClaims, TokenSigner } from './tokens';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The copy the message was made from (src/server/refusals.ts), for the app to show in the page's language. */
    readonly words?: { key: string; values: Record<string, string | number> },
  ) {
    super(message);
  }
}

export interface Caller {
  identityUuid: string;
  orgCode: string;
  type: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The claims of the request's bearer token when it verifies and its session stands (registerBearer). */
    bearer: TokenClaims | null;
  }
}

/** The token of 'Authorization: Bearer <jwt>', in exactly the form the app sends (spec 001 §7). */
export const bearerToken = (authorization: string | undefined): string | undefined => /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];

/** A token's claims when it verifies and its session stands (not logged out, no password reset since); null otherwise. */
export async function liveClaims(db: Executor, tokens: TokenSigner, jwt: string): Promise<TokenClaims | null> {
  const claims = tokens.verify(jwt);
  return claims && (await sessionStands(db, claims)) ? claims : null;
}

/**
 * Reads every request's bearer token once, before its route: the signature here, the session in the
 * database, so the routes' checks stay synchronous and every process answers alike.
 */
export function registerBearer(app: FastifyInstance, db: Executor, tokens: TokenSigner): void {
  app.decorateRequest('bearer', null);
  app.addHook('onRequest', async (request) => {
    const jwt = bearerToken(request.headers.authorization);
    if (jwt) request.bearer = await liveClaims(db, tokens, jwt);
  });
}

/** The claims of the request's bearer token; null when absent, malformed, forged, expired, revoked or ended by a reset. */
export const bearerClaims = (request: FastifyRequest): TokenClaims | null => request.bearer;

/** The caller of a request with a valid bearer token; otherwise 401 'unauthenticated'. */
export function authenticate(request: FastifyRequest): Caller {
  const claims = bearerClaims(request);
  if (!claims) throw new HttpError(401, 'unauthenticated');
  return { identityUuid: claims.sub, orgCode: claims.org, type: claims.typ };
}

/** Issues a token in the response header the app stores (with its 'Bearer ' prefix), as the spec says. */
export function issueToken(reply: FastifyReply, tokens: TokenSigner, claims: NewTokenClaims): string {
  const jwt = tokens.sign(claims);
  reply.header('authorization', `Bearer ${jwt}`);
  return jwt;
}
