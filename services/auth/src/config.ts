import { createPrivateKey } from 'node:crypto';
import { baseConfig, loadConfig } from '@ssc/service-kit';
import { z } from 'zod';

/**
 * The ES256 signing key. Env files and CI secrets often carry PEM newlines as literal "\n",
 * so those are unescaped first; the key is then checked at boot so a bad key fails fast
 * instead of on the first sign-in.
 */
const es256PrivateKey = z
  .string({ error: 'JWT_PRIVATE_KEY is required (PEM EC P-256 private key)' })
  .transform((v) => v.replace(/\\n/g, '\n').trim())
  .refine(isP256PrivateKey, 'JWT_PRIVATE_KEY must be a PEM EC P-256 (prime256v1) private key for ES256');

export const authConfigSchema = baseConfig.extend({
  PORT: z.coerce.number().int().min(1).max(65_535).default(4001),
  MONGO_DB: z.string().min(1).default('ssc_auth'),
  JWT_PRIVATE_KEY: es256PrivateKey,
  /** Access tokens live minutes: the session behind them is checked on every request anyway. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  /** How long a sign-in lasts on a device without signing in again (refresh token life). */
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 86_400),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return loadConfig(authConfigSchema, env);
}

/** What the admin CLI needs: the same database settings, without the service's secrets. */
export const databaseConfigSchema = authConfigSchema.pick({ MONGO_URL: true, MONGO_DB: true });

function isP256PrivateKey(pem: string): boolean {
  try {
    const key = createPrivateKey(pem);
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}
