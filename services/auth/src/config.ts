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

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

/** Where the catcher `npm run up -w @ssc/infra` starts listens: the default outside production. */
export const LOCAL_SMTP_URL = 'smtp://127.0.0.1:1025';

export const authConfigSchema = baseConfig
  .extend({
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
    /**
     * The SMTP server mail goes out through: a URL (`smtp://user:pass@host:587`, `smtps://…:465`)
     * or host, port, user and password apart. Production must name one; elsewhere the local
     * catcher (Mailpit) is the default.
     */
    SMTP_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(
          /^smtps?:\/\/[^/\s]+/,
          'SMTP_URL must look like smtp://host:port or smtps://user:pass@host:465',
        )
        .optional(),
    ),
    SMTP_HOST: optionalText,
    SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(587),
    SMTP_USER: optionalText,
    SMTP_PASS: optionalText,
    /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
    SMTP_SECURE: z
      .enum(['true', 'false', '1', '0', ''])
      .default('')
      .transform((v) => v === 'true' || v === '1'),
    MAIL_FROM: z.string().min(3).default('SSC Mock <no-reply@localhost>'),
    /** The address people open the site at: links in mail start with it. */
    PUBLIC_URL: z
      .string()
      .regex(/^https?:\/\/[^/\s]+$/, 'PUBLIC_URL must be an origin such as https://mock.example.in (no path)')
      .default('http://localhost:8080'),
    /** Before BullMQ's keys in Redis, as the other services' queues. */
    QUEUE_PREFIX: z.string().min(1).default('ssc'),
    /** Tries per mail (exponential backoff from MAIL_BACKOFF_MS) before it is given up, logged. */
    MAIL_ATTEMPTS: z.coerce.number().int().positive().default(8),
    MAIL_BACKOFF_MS: z.coerce.number().int().positive().default(10_000),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && !config.SMTP_URL && !config.SMTP_HOST)
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'SMTP_URL (or SMTP_HOST with SMTP_PORT, SMTP_USER, SMTP_PASS) is required in production',
      });
  });
export type AuthConfig = z.infer<typeof authConfigSchema>;

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return loadConfig(authConfigSchema, env);
}

/** What the admin CLI needs: the same database settings, without the service's secrets. */
export const databaseConfigSchema = baseConfig.pick({ MONGO_URL: true }).extend({
  MONGO_DB: z.string().min(1).default('ssc_auth'),
});

/** What nodemailer is given: the URL as it is, or the parts (a login only when both are set). */
export type SmtpSettings =
  | string
  | { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } };

export function smtpSettings(
  config: Pick<
    AuthConfig,
    'SMTP_URL' | 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_USER' | 'SMTP_PASS' | 'SMTP_SECURE'
  >,
): SmtpSettings {
  if (config.SMTP_URL) return config.SMTP_URL;
  if (!config.SMTP_HOST) return LOCAL_SMTP_URL;
  const auth =
    config.SMTP_USER && config.SMTP_PASS ? { user: config.SMTP_USER, pass: config.SMTP_PASS } : undefined;
  return {
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    ...(auth ? { auth } : {}),
  };
}

function isP256PrivateKey(pem: string): boolean {
  try {
    const key = createPrivateKey(pem);
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}
