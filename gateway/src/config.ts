import { baseConfig, loadConfig } from '@ssc/service-kit';
import { z } from 'zod';

const url = (fallback: string) => z.string().url().default(fallback);

export const gatewayConfigSchema = baseConfig.extend({
  PORT: z.coerce.number().int().positive().default(8080),
  HOST: z.string().default('0.0.0.0'),
  JWT_PUBLIC_KEY: z
    .string()
    .min(1, 'JWT_PUBLIC_KEY is required (PEM)')
    .transform((v) => v.replace(/\\n/g, '\n')),
  AUTH_URL: url('http://127.0.0.1:4001'),
  CATALOG_URL: url('http://127.0.0.1:4002'),
  ATTEMPTS_URL: url('http://127.0.0.1:4003'),
  RESULTS_URL: url('http://127.0.0.1:4004'),
  /** Folder holding shell/, mf-student/ and mf-admin/ builds (each with dist/). */
  WEB_ROOT: z.string().optional(),
  /** Runtime Module Federation config: where the shell loads each remote's manifest from. */
  MF_STUDENT_MANIFEST: z.string().default('/remotes/student/mf-manifest.json'),
  MF_ADMIN_MANIFEST: z.string().default('/remotes/admin/mf-manifest.json'),
  AUTH_RATE_LIMIT_POINTS: z.coerce.number().int().positive().default(20),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_PREFIX: z.string().default('rl:auth'),
  /** How many proxies sit in front of the gateway (for the client IP used in rate limits). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const loadGatewayConfig = () => loadConfig(gatewayConfigSchema);
