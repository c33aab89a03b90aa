import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadAuthConfig } from './config';

const pem = (curve: string) =>
  generateKeyPairSync('ec', { namedCurve: curve })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
const secret = 'x'.repeat(32);

describe('auth config', () => {
  it('has local defaults and accepts a PEM key written with literal \\n escapes', () => {
    const key = pem('prime256v1');
    const config = loadAuthConfig({
      INTERNAL_SECRET: secret,
      JWT_PRIVATE_KEY: key.trim().replace(/\n/g, '\\n'),
    });
    expect(config).toMatchObject({
      PORT: 4001,
      MONGO_DB: 'ssc_auth',
      ACCESS_TOKEN_TTL_SECONDS: 900,
      SESSION_TTL_SECONDS: 2_592_000,
    });
    expect(config.JWT_PRIVATE_KEY).toBe(key.trim());
  });

  it('fails fast naming a missing or unusable key', () => {
    expect(() => loadAuthConfig({ INTERNAL_SECRET: secret })).toThrow(/JWT_PRIVATE_KEY/);
    expect(() => loadAuthConfig({ INTERNAL_SECRET: secret, JWT_PRIVATE_KEY: 'nope' })).toThrow(
      /JWT_PRIVATE_KEY/,
    );
    expect(() => loadAuthConfig({ INTERNAL_SECRET: secret, JWT_PRIVATE_KEY: pem('secp384r1') })).toThrow(
      /P-256/,
    );
  });
});
