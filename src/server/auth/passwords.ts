import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** log2 of scrypt's N: N=2^15, r=8 costs 32 MiB and about 0.1 s of a core per hash. */
const DEFAULT_COST = 15;

/**
 * PASSWORD_HASH_COST lowers the cost for test suites, which register hundreds of borrowers (2^10
 * takes a millisecond); production (NODE_ENV=production) refuses anything below the default. A
 * stored hash names its own N, so a hash made at one cost verifies at any other.
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): number {
  if (env.PASSWORD_HASH_COST === undefined || env.PASSWORD_HASH_COST === '') return DEFAULT_COST;
  const cost = Number(env.PASSWORD_HASH_COST);
  const lowest = env.NODE_ENV === 'production' ? DEFAULT_COST : 10;
  if (!Number.isInteger(cost) || cost < lowest || cost > 20) {
    throw new Error(`PASSWORD_HASH_COST must be a whole number from ${lowest} to 20, not '${env.PASSWORD_HASH_COST}'`);
  }
  return cost;
}

const PARAMS = { N: 2 ** passwordHashCost(), r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

/** 'scrypt$N$r$p$salt$hash' in base64url: the only form a password is ever stored in. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
