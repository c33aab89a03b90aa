import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('encodes scrypt parameters, salt and key so they can change later', async () => {
    const encoded = await hashPassword('correct horse battery');
    const [scheme, N, r, p, salt, key] = encoded.split('$');
    expect([scheme, Number(N), Number(r), Number(p)]).toEqual(['scrypt', 2 ** 15, 8, 1]);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const encoded = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', encoded)).toBe(true);
    expect(await verifyPassword('correct horse batterY', encoded)).toBe(false);
    expect(await verifyPassword('', encoded)).toBe(false);
  });

  it('rejects tampered or malformed hashes without throwing', async () => {
    const encoded = await hashPassword('correct horse battery');
    const parts = encoded.split('$');
    const key = Buffer.from(parts[5] ?? '', 'base64');
    key[0] = (key[0] ?? 0) ^ 1;
    const flippedKey = [...parts.slice(0, 5), key.toString('base64')].join('$');
    const otherSalt = [...parts.slice(0, 4), Buffer.alloc(16, 7).toString('base64'), parts[5]].join('$');
    const hugeN = ['scrypt', 2 ** 30, 8, 1, parts[4], parts[5]].join('$');
    for (const bad of [flippedKey, otherSalt, hugeN, 'scrypt$3$8$1$x$y', 'bcrypt$whatever', '', 'plain']) {
      expect(await verifyPassword('correct horse battery', bad)).toBe(false);
    }
  });

  it('verifies hashes made with older, weaker parameters and flags them for rehash', async () => {
    const weak = await hashPassword('old password', { N: 2 ** 14, r: 8, p: 1 });
    expect(await verifyPassword('old password', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('new password', SCRYPT_PARAMS))).toBe(false);
  });
});
