import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, type Metrics, verifyIdentity } from '@ssc/service-kit';
import { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../src/access-token';
import { createGatewayApp } from '../src/app';
import { gatewayConfigSchema } from '../src/config';
import type { SessionCheck, SessionVerdict } from '../src/session-check';

export type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

/**
 * A real HTTP server standing in for a service: it records what the gateway forwarded
 * and answers with it, so tests can see paths, bodies and the forwarded identity.
 */
export async function startRecordingUpstream(
  answer: (
    req: http.IncomingMessage,
    body: string,
  ) => [number, unknown] | [number, unknown, http.OutgoingHttpHeaders] = (req) => [
    200,
    { url: req.url, method: req.method },
  ],
): Promise<{
  url: string;
  seen: Seen[];
  close: () => Promise<void>;
}> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(entry);
      const [status, body, headers] = answer(req, entry.body);
      res.writeHead(status, { 'content-type': 'application/json', 'x-upstream': 'yes', ...headers });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export function makeKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export async function buildGateway(opts: {
  redisUrl: string;
  upstreamUrl: string;
  deadUrl: string;
  limits?: Partial<
    Record<
      | 'SIGNIN_FAILURES_PER_ACCOUNT'
      | 'SIGNIN_FAILURES_PER_ADDRESS'
      | 'SIGNUPS_PER_ADDRESS'
      | 'RESET_MAILS_PER_ACCOUNT'
      | 'RESET_ASKS_PER_ADDRESS'
      | 'VERIFICATION_MAILS_PER_ACCOUNT',
      number
    >
  >;
  trustedProxies?: string;
  webRoot?: string;
  /** Use the real session check (Redis, then the auth service at AUTH_URL) instead of the harness's table. */
  realSessions?: boolean;
  /** The gateway's metrics (by default a registry of the app's own). */
  metrics?: Metrics;
}) {
  const keys = makeKeys();
  const internalSecret = randomBytes(32).toString('hex');
  const redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1 });
  const config = gatewayConfigSchema.parse({
    INTERNAL_SECRET: internalSecret,
    JWT_PUBLIC_KEY: keys.publicKey,
    AUTH_URL: opts.upstreamUrl,
    CATALOG_URL: opts.upstreamUrl,
    ATTEMPTS_URL: opts.deadUrl,
    RESULTS_URL: opts.deadUrl,
    ...Object.fromEntries(Object.entries(opts.limits ?? {}).map(([k, v]) => [k, String(v)])),
    RATE_LIMIT_PREFIX: `rl:test:${randomBytes(6).toString('hex')}`,
    ...(opts.trustedProxies ? { TRUSTED_PROXIES: opts.trustedProxies } : {}),
    ...(opts.webRoot ? { WEB_ROOT: opts.webRoot } : {}),
  });
  // Sessions as the auth service would describe them: one per token minted here, until ended.
  const sessionTable = new Map<string, SessionVerdict>();
  const sessions: SessionCheck = async (sid) => sessionTable.get(sid) ?? { kind: 'ended' };
  const app = createGatewayApp({
    config,
    logger: createLogger('gateway-test', 'silent'),
    redis,
    ...(opts.realSessions ? {} : { sessions }),
    ...(opts.metrics ? { metrics: opts.metrics } : {}),
  });
  const token = (sub: string, role: 'student' | 'admin', expiresIn = 600, sid = `sid-${sub}`) => {
    if (!sessionTable.has(sid))
      sessionTable.set(sid, { kind: 'live', state: { userId: sub, role, email: `${sub}@test.dev` } });
    return jwt.sign({ role, email: `${sub}@test.dev`, sid }, keys.privateKey, {
      algorithm: 'ES256',
      subject: sub,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      expiresIn,
    });
  };
  /** Signs with the real key but any claims (a token without exp, without sid, …). */
  const rawToken = (payload: object, options: jwt.SignOptions = {}) =>
    jwt.sign(payload, keys.privateKey, {
      algorithm: 'ES256',
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      ...options,
    });
  const identityOf = (header: string | string[] | undefined) =>
    typeof header === 'string' ? verifyIdentity(internalSecret, header) : null;
  return {
    app,
    token,
    rawToken,
    identityOf,
    internalSecret,
    setSession: (sid: string, verdict: SessionVerdict) => sessionTable.set(sid, verdict),
    close: () => redis.quit(),
  };
}
