import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataFolderError } from '../data-folder';
import { StartUpError } from '../start-up-error';

export interface TokenClaims {
  /** Identity uuid. */
  sub: string;
  /** Organisation code the identity registered with. */
  org: string;
  /** Identity type (PRIMARY or CO_DEEDER). */
  typ: string;
  /** Token id: what a logout revokes. */
  jti: string;
  /** The identity's session generation when signed; a password reset bumps it (absent in older tokens: 0). */
  gen?: number;
  iat: number;
  exp: number;
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** What a new token says: whom, for which lender, and the identity's session generation now. */
export type NewTokenClaims = Pick<TokenClaims, 'sub' | 'org' | 'typ'> & { gen: number };

/**
 * Signs and verifies HS256 JSON Web Tokens with an id and an expiry. Whether a verified token's session
 * still stands (no logout, no password reset since) is the database's to say: sessions.ts.
 */
export class TokenSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly ttlSeconds = 8 * 60 * 60,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  sign(claims: NewTokenClaims): string {
    const iat = this.now();
    const payload = b64(JSON.stringify({ ...claims, jti: randomUUID(), iat, exp: iat + this.ttlSeconds }));
    return `${HEADER}.${payload}.${this.signature(`${HEADER}.${payload}`)}`;
  }

  /** The claims of a genuine, unexpired token of exactly three parts that carries an id; null for anything else. */
  verify(token: string): TokenClaims | null {
    const parts = token.split('.');
    const [header, payload, signature] = parts;
    if (parts.length !== 3 || header !== HEADER || !payload || !signature) return null;
    const expected = Buffer.from(this.signature(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
      const wellFormed = typeof claims.sub === 'string' && typeof claims.jti === 'string' && typeof claims.exp === 'number';
      return wellFormed && claims.exp > this.now() ? claims : null;
    } catch {
      return null;
    }
  }

  /** A key for another purpose (device cookies), derived from the secret so it changes and survives with it. */
  derivedKey(purpose: string): Buffer {
    return createHmac('sha256', this.secret).update(`derived-key:${purpose}`).digest();
  }

  private signature(input: string): string {
    return createHmac('sha256', this.secret).update(input).digest('base64url');
  }
}

/** An HMAC-SHA256 key shorter than the hash weakens every token; an empty or guessable one forges them. */
const MIN_SECRET_BYTES = 32;

/**
 * TOKEN_SECRET from the environment (empty counts as unset), else the secret kept in the data folder so sessions
 * survive a restart, made only where none exists. A secret under 32 bytes refuses start-up, and so does a shared
 * database (DATABASE_URL) without TOKEN_SECRET: each process would make its own secret and refuse the others' tokens.
 */
export async function loadTokenSecret(dataDir: string, fromEnv = process.env.TOKEN_SECRET, sharedDatabase = false): Promise<Buffer> {
  if (fromEnv) {
    const secret = Buffer.from(fromEnv, 'utf8');
    if (secret.length >= MIN_SECRET_BYTES) return secret;
    throw new StartUpError(
      `TOKEN_SECRET is too short: it must be at least ${MIN_SECRET_BYTES} bytes, and it is ${secret.length}. Set it to a long random value (for example from \`openssl rand -base64 48\`), or unset it to use the secret kept in the data folder.`,
    );
  }
  if (sharedDatabase) {
    throw new StartUpError(
      `TOKEN_SECRET must be set when DATABASE_URL is: every server on that database has to sign with the same secret, or a token from one is refused by the others. Set TOKEN_SECRET to one long random value (for example from \`openssl rand -base64 48\`) for every server of the fleet (docs/deployment.md).`,
    );
  }
  const file = path.join(dataDir, 'token-secret');
  try {
    return await readOrMakeSecret(file);
  } catch (error) {
    throw dataFolderError(error, dataDir);
  }
}

async function readOrMakeSecret(file: string): Promise<Buffer> {
  let stored: string;
  try {
    stored = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const secret = randomBytes(MIN_SECRET_BYTES);
    await writeFile(file, secret.toString('base64url'), { mode: 0o600, flag: 'wx' });
    return secret;
  }
  const secret = Buffer.from(stored.trim(), 'base64url');
  if (secret.length >= MIN_SECRET_BYTES) return secret;
  throw new StartUpError(
    `The token secret in ${file} is too short: it must be at least ${MIN_SECRET_BYTES} bytes, and it is ${secret.length}. Delete that file and start again to have a new one made (everyone signed in will have to sign in again), or set TOKEN_SECRET.`,
  );
}
