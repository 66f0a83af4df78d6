import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenClaims, TokenSigner } from './tokens';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface Caller {
  identityUuid: string;
  orgCode: string;
  type: string;
}

/** Reads 'Authorization: Bearer <jwt>'; answers 401 'unauthenticated' when absent, forged or expired. */
export function authenticate(request: FastifyRequest, tokens: TokenSigner): Caller {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const claims = match ? tokens.verify(match[1]!) : null;
  if (!claims) throw new HttpError(401, 'unauthenticated');
  return { identityUuid: claims.sub, orgCode: claims.org, type: claims.typ };
}

/** Issues a token in the response header the app stores (with its 'Bearer ' prefix), as the spec says. */
export function issueToken(reply: FastifyReply, tokens: TokenSigner, claims: Pick<TokenClaims, 'sub' | 'org' | 'typ'>): string {
  const jwt = tokens.sign(claims);
  reply.header('authorization', `Bearer ${jwt}`);
  return jwt;
}
