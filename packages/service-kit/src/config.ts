import { z } from 'zod';
import { DEFAULT_METRICS_ALLOW, isAddressOrRange } from './metrics/metrics-allow';

/**
 * Parses process.env once with a zod object schema. Fails fast naming every bad variable,
 * so a misconfigured deployment dies at boot rather than on the first request.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`)
    .join('\n');
  throw new Error(`Invalid configuration:\n${problems}`);
}

/** Fields every service shares. */
export const baseConfig = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  MONGO_URL: z.string().default('mongodb://127.0.0.1:27017/?directConnection=true'),
  KAFKA_BROKERS: z
    .string()
    .default('127.0.0.1:9092')
    .transform((v) =>
      v
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean),
    ),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Put before every Kafka topic name (contracts `topicsFor`); empty in a deployment of its own. */
  KAFKA_TOPIC_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]*$/, 'KAFKA_TOPIC_PREFIX may hold letters, digits, . _ and - only')
    .default(''),
  /** Shared by the gateway and the services to sign and verify the forwarded identity. */
  INTERNAL_SECRET: z.string().min(32, 'INTERNAL_SECRET must be at least 32 characters'),
  /**
   * Where the gateway and the workers serve `GET /metrics`, on a listener of its own (unset or
   * empty: none). The HTTP services serve it on PORT and ignore this.
   */
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(65_535).optional(),
  ),
  /** The address that listener binds: loopback unless Prometheus scrapes from elsewhere. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Who may read `/metrics` (comma-separated IPs or CIDRs): by default loopback and private ranges. */
  METRICS_ALLOW: z
    .string()
    .default(DEFAULT_METRICS_ALLOW.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isAddressOrRange), 'METRICS_ALLOW must list IP addresses or CIDR ranges'),
});
export type BaseConfig = z.infer<typeof baseConfig>;
