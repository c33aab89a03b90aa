import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { type AuthResponse, authResponse } from '@ssc/contracts';
import { connectMongo, createLogger, type Identity, type ServiceName } from '@ssc/service-kit';
import { callersFor, testInfra, uniqueName } from '@ssc/test-kit';
import type { Express } from 'express';
import { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { expect } from 'vitest';
import { createAuthApp } from './app';
import { ensureAuthIndexes } from './auth-indexes';
import type { Clock } from './clock';
import type { OutgoingMail } from './mail-queue';

export type AuthHarness = {
  app: Express;
  connection: Connection;
  publicKey: string;
  /** The key the app signs access tokens with (for tools that issue tokens as auth does). */
  privateKey: string;
  /** The signed header the gateway would forward for this user. */
  identityHeader(identity: Partial<Identity> & { userId: string }): Record<string, string>;
  /** The signed header for a signed-up user. */
  asSession(session: AuthResponse): Record<string, string>;
  /** The header another service sends on an `/internal` call. */
  serviceCall(caller: ServiceName, onBehalfOf?: Identity): Record<string, string>;
  signUp(body?: Partial<{ email: string; password: string; displayName: string }>): Promise<AuthResponse>;
  /** Mail the app handed to its mailer (the queue in production), oldest first. */
  outbox: OutgoingMail[];
  /** The Redis the app caches session state in (what the gateway reads). */
  redis: Redis;
  close(): Promise<void>;
};

/**
 * The real app on a real Mongo-wire server (from the int project's global setup), in a
 * database of its own that is dropped afterwards, with a fresh ES256 key pair.
 */
export async function startAuthHarness(
  opts: { ttlSeconds?: number; sessionTtlSeconds?: number; clock?: Clock } = {},
): Promise<AuthHarness> {
  const { mongoUrl, redisUrl } = testInfra();
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const connection = await connectMongo(mongoUrl, uniqueName('auth_test'));
  await ensureAuthIndexes(connection);
  const keys = generateKeyPairSync('ec', {
    namedCurve: 'prime256v1',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const internalSecret = randomBytes(32).toString('hex');
  const outbox: OutgoingMail[] = [];
  const app = createAuthApp({
    connection,
    config: {
      INTERNAL_SECRET: internalSecret,
      JWT_PRIVATE_KEY: keys.privateKey,
      ACCESS_TOKEN_TTL_SECONDS: opts.ttlSeconds ?? 3600,
      SESSION_TTL_SECONDS: opts.sessionTtlSeconds ?? 30 * 86_400,
      PUBLIC_URL: 'http://ssc.test',
    },
    mailer: { send: async (mail) => void outbox.push(mail) },
    redis,
    logger: createLogger('auth-test', 'silent'),
    ...(opts.clock ? { clock: opts.clock } : {}),
  });

  const callers = callersFor(internalSecret);
  return {
    app,
    connection,
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
    identityHeader: ({ userId, role, email = '' }) => callers.as(userId, role, email),
    asSession: ({ user }) => callers.as(user.id, 'student', user.email),
    serviceCall: callers.asService,
    async signUp(body = {}) {
      const res = await request(app)
        .post('/api/auth/signup')
        .send({
          email: uniqueEmail(),
          password: 'correct horse battery',
          displayName: 'Test Student',
          ...body,
        });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const session = authResponse.parse(res.body);
      // The verification mail is queued after the answer: wait for it, so a test that counts
      // the mail it causes itself does not see this one arrive late.
      await expect
        .poll(() => outbox.some((m) => m.to === session.user.email && m.text.includes('/auth/verify?token=')))
        .toBe(true);
      return session;
    },
    outbox,
    redis,
    async close() {
      await connection.dropDatabase();
      await connection.close();
      await redis.quit();
    },
  };
}

export const uniqueEmail = (prefix = 'student') => `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
