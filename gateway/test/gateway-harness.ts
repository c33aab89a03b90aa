import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, verifyIdentity } from '@ssc/service-kit';
import { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../src/access-token';
import { createGatewayApp } from '../src/app';
import { gatewayConfigSchema } from '../src/config';

export type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

/**
 * A real HTTP server standing in for a service: it records what the gateway forwarded
 * and answers with it, so tests can see paths, bodies and the forwarded identity.
 */
export async function startRecordingUpstream(): Promise<{
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
      res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      res.end(JSON.stringify({ url: entry.url, method: entry.method }));
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
  rateLimitPoints?: number;
  webRoot?: string;
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
    AUTH_RATE_LIMIT_POINTS: String(opts.rateLimitPoints ?? 1000),
    RATE_LIMIT_PREFIX: `rl:test:${randomBytes(6).toString('hex')}`,
    ...(opts.webRoot ? { WEB_ROOT: opts.webRoot } : {}),
  });
  const app = createGatewayApp({ config, logger: createLogger('gateway-test', 'silent'), redis });
  const token = (sub: string, role: 'student' | 'admin', expiresIn = 600) =>
    jwt.sign({ role, email: `${sub}@test.dev` }, keys.privateKey, {
      algorithm: 'ES256',
      subject: sub,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      expiresIn,
    });
  const identityOf = (header: string | string[] | undefined) =>
    typeof header === 'string' ? verifyIdentity(internalSecret, header) : null;
  return { app, token, identityOf, close: () => redis.quit() };
}
