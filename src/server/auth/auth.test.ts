import { createHmac, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashCost, verifyPassword } from './passwords';
import { TokenSigner } from './tokens';

describe('passwords', () => {
  it('stores only a salted scrypt hash and verifies it', async () => {
    const stored = await hashPassword('Correct-Horse-9!');
    expect(stored).toMatch(new RegExp(`^scrypt\\$${2 ** passwordHashCost()}\\$8\\$1\\$[\\w-]+\\$[\\w-]+$`));
    expect(stored).not.toContain('Correct-Horse-9!');
    expect(await verifyPassword('Correct-Horse-9!', stored)).toBe(true);
    expect(await verifyPassword('correct-horse-9!', stored)).toBe(false);
    expect(await hashPassword('Correct-Horse-9!')).not.toBe(stored);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  it('costs N=2^15 unless a test suite lowers it, which production refuses', () => {
    expect(passwordHashCost({})).toBe(15);
    expect(passwordHashCost({ PASSWORD_HASH_COST: '10' })).toBe(10);
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: '10', NODE_ENV: 'production' })).toThrow(
      "PASSWORD_HASH_COST must be a whole number from 15 to 20, not '10'",
    );
    expect(passwordHashCost({ PASSWORD_HASH_COST: '16', NODE_ENV: 'production' })).toBe(16);
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: 'fast' })).toThrow('PASSWORD_HASH_COST must be a whole number from 10 to 20');
  });

  it('verifies a hash at the cost it names, whatever the cost of new hashes', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('Correct-Horse-9!', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const stored = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('Correct-Horse-9!', stored)).toBe(true);
    expect(await verifyPassword('Correct-Horse-9?', stored)).toBe(false);
  });
});

describe('TokenSigner', () => {
  const secret = Buffer.from('test-secret-of-enough-length-000');
  it('verifies its own tokens and refuses forged, tampered or expired ones', () => {
    let now = 1_000;
    const signer = new TokenSigner(secret, 60, () => now);
    const token = signer.sign({ sub: 'id-1', org: 'ORG', typ: 'PRIMARY', gen: 0 });
    expect(signer.verify(token)).toMatchObject({ sub: 'id-1', org: 'ORG', typ: 'PRIMARY', exp: 1_060 });

    expect(new TokenSigner(Buffer.from('another-secret-of-enough-length!'), 60, () => now).verify(token)).toBeNull();
    const [h, p, s] = token.split('.');
    const tampered = Buffer.from(JSON.stringify({ sub: 'id-2', org: 'ORG', typ: 'PRIMARY', iat: 1_000, exp: 9_999 })).toString('base64url');
    expect(signer.verify(`${h}.${tampered}.${s}`)).toBeNull();
    expect(signer.verify(`${h}.${p}`)).toBeNull();
    expect(signer.verify('not-a-token')).toBeNull();

    now = 1_060;
    expect(signer.verify(token)).toBeNull();
  });

  it('gives every token its own id and accepts exactly three parts', () => {
    const signer = new TokenSigner(secret);
    const token = signer.sign({ sub: 'id-1', org: 'ORG', typ: 'PRIMARY', gen: 0 });
    const again = signer.sign({ sub: 'id-1', org: 'ORG', typ: 'PRIMARY', gen: 0 });
    expect(signer.verify(token)!.jti).not.toBe(signer.verify(again)!.jti);
    expect(signer.verify(`${token}.extra`)).toBeNull();
    expect(signer.verify(`${token}.`)).toBeNull();
  });

  it('refuses a token without an id, which could not be revoked', () => {
    const signer = new TokenSigner(secret);
    const kept = signer.sign({ sub: 'id-1', org: 'ORG', typ: 'PRIMARY', gen: 0 });
    const [h, p] = kept.split('.');
    const { jti: _jti, ...withoutId } = JSON.parse(Buffer.from(p!, 'base64url').toString('utf8'));
    const payload = Buffer.from(JSON.stringify(withoutId)).toString('base64url');
    const signature = createHmac('sha256', secret).update(`${h}.${payload}`).digest('base64url');
    expect(signer.verify(kept)).not.toBeNull();
    expect(signer.verify(`${h}.${payload}.${signature}`)).toBeNull();
  });
});
