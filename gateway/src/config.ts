import { isIP } from 'node:net';
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
  /** Failed sign-ins per account, from any address, per window. */
  SIGNIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  /** Failed sign-ins and refreshes per address per window (a coaching centre shares one address). */
  SIGNIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(300),
  SIGNIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  SIGNUPS_PER_ADDRESS: z.coerce.number().int().positive().default(300),
  SIGNUP_WINDOW_SECONDS: z.coerce.number().int().positive().default(3_600),
  /** Password-reset mails asked for one account per window: a few tries, never a flood of mail. */
  RESET_MAILS_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  /** Password-reset asks per address per window, whatever the account (a classroom shares one). */
  RESET_ASKS_PER_ADDRESS: z.coerce.number().int().positive().default(300),
  RESET_WINDOW_SECONDS: z.coerce.number().int().positive().default(3_600),
  /** Verification mails a signed-in account may ask for again per window. */
  VERIFICATION_MAILS_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  VERIFICATION_WINDOW_SECONDS: z.coerce.number().int().positive().default(3_600),
  RATE_LIMIT_PREFIX: z.string().default('rl:auth'),
  /**
   * Addresses of the proxies in front of the gateway (comma-separated IPs or CIDRs, or
   * proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). X-Forwarded-For is believed
   * only for hops from these; empty (the default) means the gateway is the edge and the
   * client's address is the socket's.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isProxyAddress), 'TRUSTED_PROXIES must list IP addresses or CIDR ranges'),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const loadGatewayConfig = () => loadConfig(gatewayConfigSchema);

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}
