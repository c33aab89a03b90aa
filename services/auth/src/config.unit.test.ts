import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadAuthConfig, smtpSettings } from './config';

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

  it('sends mail to the local catcher by default and names the SMTP server in production', () => {
    const key = pem('prime256v1');
    const base = { INTERNAL_SECRET: secret, JWT_PRIVATE_KEY: key };
    expect(smtpSettings(loadAuthConfig(base))).toBe('smtp://127.0.0.1:1025');
    expect(() => loadAuthConfig({ ...base, NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
    const byUrl = loadAuthConfig({
      ...base,
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://u:p@mail.example.in:465',
    });
    expect(smtpSettings(byUrl)).toBe('smtps://u:p@mail.example.in:465');
    const byParts = loadAuthConfig({
      ...base,
      NODE_ENV: 'production',
      SMTP_HOST: 'mail.example.in',
      SMTP_USER: 'u',
      SMTP_PASS: 'p',
    });
    expect(smtpSettings(byParts)).toEqual({
      host: 'mail.example.in',
      port: 587,
      secure: false,
      auth: { user: 'u', pass: 'p' },
    });
    expect(() => loadAuthConfig({ ...base, SMTP_URL: 'mail.example.in' })).toThrow(/SMTP_URL/);
    expect(() => loadAuthConfig({ ...base, PUBLIC_URL: 'https://m.in/app' })).toThrow(/PUBLIC_URL/);
  });
});
