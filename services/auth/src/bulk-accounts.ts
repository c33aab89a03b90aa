import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type SessionState, sessionCacheKey } from '@ssc/contracts';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { signAccessToken } from './access-token';
import { hashPassword } from './password-hash';
import { sessionCacheTtlSeconds } from './session-cache-ttl';
import { sessionModel } from './session-model';
import { userModel } from './user-model';

export type BulkAccount = {
  userId: string;
  email: string;
  displayName: string;
  accessToken: string;
  /** Unix seconds, as `session.expires_at`. */
  expiresAt: number;
  refreshToken: string;
};

const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Student accounts, each already signed in on one device, written the way sign-up and sign-in
 * write them (the same user and session documents, the refresh token kept as a SHA-256 hash,
 * the session's state cached for the gateway while sign-in's copy would still live, an ES256 access token from this key) but in
 * bulk: for load tests that must start with a crowd that signed in before the measured window
 * (bench/live-mock.ts). One scrypt hash serves every account, since they share `password`;
 * each can still sign in with it. `signedInAt(i)` spreads the sign-ins over time, so the
 * tokens do not all need renewing in the same second. Never used by the running service.
 */
export async function createBulkAccounts(
  connection: Connection,
  redis: Redis,
  opts: {
    count: number;
    emailOf: (i: number) => string;
    displayNameOf: (i: number) => string;
    password: string;
    privateKey: string;
    accessTokenTtlSeconds: number;
    sessionTtlSeconds: number;
    signedInAt: (i: number) => Date;
    chunk?: number;
  },
): Promise<BulkAccount[]> {
  const users = userModel(connection);
  const sessions = sessionModel(connection);
  const passwordHash = await hashPassword(opts.password);
  const chunk = opts.chunk ?? 500;
  const out: BulkAccount[] = [];
  for (let from = 0; from < opts.count; from += chunk) {
    const size = Math.min(chunk, opts.count - from);
    const made = Array.from({ length: size }, (_, k) => {
      const i = from + k;
      const now = opts.signedInAt(i);
      const userId = randomUUID();
      const sessionId = randomUUID();
      const secret = randomBytes(32).toString('base64url');
      const email = opts.emailOf(i).toLowerCase();
      const access = signAccessToken(
        { sub: userId, role: 'student', email, sid: sessionId },
        { privateKey: opts.privateKey, ttlSeconds: opts.accessTokenTtlSeconds, now },
      );
      return {
        user: {
          _id: userId,
          email,
          passwordHash,
          displayName: opts.displayNameOf(i),
          role: 'student' as const,
          lastActiveAt: now,
          createdAt: now,
          updatedAt: now,
        },
        session: {
          _id: sessionId,
          userId,
          refreshHash: sha256(secret),
          createdAt: now,
          expiresAt: new Date(now.getTime() + opts.sessionTtlSeconds * 1000),
        },
        account: {
          userId,
          email,
          displayName: opts.displayNameOf(i),
          accessToken: access.token,
          expiresAt: access.expiresAt,
          refreshToken: `${sessionId}.${secret}`,
        },
      };
    });
    await users.insertMany(
      made.map((m) => m.user),
      { ordered: false },
    );
    await sessions.insertMany(
      made.map((m) => m.session),
      { ordered: false },
    );
    // The gateway's copy of each session, as sign-in left it: gone for those who signed in longer
    // ago than it lives, the rest of its lifetime for the others.
    const cached = redis.pipeline();
    const now = Date.now();
    for (const m of made) {
      const left = sessionCacheTtlSeconds() - Math.floor((now - m.session.createdAt.getTime()) / 1000);
      if (left <= 0) continue;
      const state: SessionState = { userId: m.user._id, role: 'student', email: m.user.email };
      cached.set(sessionCacheKey(m.session._id), JSON.stringify(state), 'EX', left);
    }
    await cached.exec();
    out.push(...made.map((m) => m.account));
  }
  return out;
}
