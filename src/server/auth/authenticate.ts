import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenClaims, TokenSigner } from './tokens';

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

/**
 * The claims of 'Authorization: Bearer <jwt>', in exactly the form the app sends (spec 001 §7);
 * null when absent, malformed, forged, expired or revoked.
 */
export function bearerClaims(request: FastifyRequest, tokens: TokenSigner): TokenClaims | null {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  return match ? tokens.verify(match[1]!) : null;
}

/** The caller of a request with a valid bearer token; otherwise 401 'unauthenticated'. */
export function authenticate(request: FastifyRequest, tokens: TokenSigner): Caller {
  const claims = bearerClaims(request, tokens);
  if (!claims) throw new HttpError(401, 'unauthenticated');
  return { identityUuid: claims.sub, orgCode: claims.org, type: claims.typ };
}

/** Issues a token in the response header the app stores (with its 'Bearer ' prefix), as the spec says. */
export function issueToken(reply: FastifyReply, tokens: TokenSigner, claims: Pick<TokenClaims, 'sub' | 'org' | 'typ'>): string {
  const jwt = tokens.sign(claims);
  reply.header('authorization', `Bearer ${jwt}`);
  return jwt;
}
