import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { SESSION_ENDED, type SessionState, sessionCacheKey } from '@ssc/contracts';
import type { Logger } from '@ssc/service-kit';
import type { Redis } from 'ioredis';
import type { Clock } from './clock';
import { sessionCacheTtlSeconds } from './session-cache-ttl';
import type { SessionModel, SessionRecord } from './session-model';
import type { UserModel, UserRecord } from './user-model';

export type Sessions = ReturnType<typeof createSessions>;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Sessions as the auth service keeps them: opened at sign-in, ended at sign-out, refreshed
 * with the refresh token, and described to the gateway (`stateOf`). The gateway reads a
 * Redis copy of each session's state (sessionCacheKey, 90 s to two minutes) and asks here on a miss,
 * so an ended session or a changed role reaches every gateway within minutes without a
 * database read per request. Redis being down only costs those reads, never a sign-in.
 */
export function createSessions(deps: {
  sessions: SessionModel;
  users: UserModel;
  redis: Redis;
  clock: Clock;
  ttlSeconds: number;
  logger: Logger;
}) {
  const { sessions, users, redis, clock, logger } = deps;

  const cache = async (sessionId: string, state: SessionState | null) => {
    const value = state ? JSON.stringify(state) : SESSION_ENDED;
    await redis
      .set(sessionCacheKey(sessionId), value, 'EX', sessionCacheTtlSeconds())
      .catch((err: unknown) => logger.warn({ err: String(err) }, 'session cache not written'));
  };

  const liveSession = async (sessionId: string): Promise<SessionRecord | null> => {
    const session = await sessions.findById(sessionId).lean<SessionRecord>();
    if (!session) return null;
    if (session.expiresAt.getTime() > clock().getTime()) return session;
    await sessions.deleteOne({ _id: sessionId });
    return null;
  };

  return {
    /** A new session for a signed-in user: its id (for the access token) and refresh token. */
    async open(user: Pick<UserRecord, '_id' | 'role' | 'email'>) {
      const now = clock();
      const id = randomUUID();
      const secret = randomBytes(32).toString('base64url');
      await sessions.create({
        _id: id,
        userId: user._id,
        refreshHash: hash(secret),
        createdAt: now,
        expiresAt: new Date(now.getTime() + deps.ttlSeconds * 1000),
      });
      await cache(id, { userId: user._id, role: user.role, email: user.email });
      return { id, refreshToken: `${id}.${secret}` };
    },

    /** The live session a refresh token belongs to, or null (unknown, wrong secret, expired). */
    async fromRefreshToken(refreshToken: string): Promise<SessionRecord | null> {
      const [id, secret, ...rest] = refreshToken.split('.');
      if (!id || !secret || rest.length > 0) return null;
      const session = await liveSession(id);
      if (!session) return null;
      const expected = Buffer.from(session.refreshHash, 'hex');
      const given = Buffer.from(hash(secret), 'hex');
      return expected.length === given.length && timingSafeEqual(expected, given) ? session : null;
    },

    async end(sessionId: string): Promise<void> {
      await sessions.deleteOne({ _id: sessionId });
      await cache(sessionId, null);
    },

    /** Ends every session of an account (a new password): refresh tokens die with them. */
    async endAllOf(userId: string): Promise<void> {
      const ids = (await sessions.find({ userId }, { _id: 1 }).lean<{ _id: string }[]>()).map((s) => s._id);
      if (ids.length === 0) return;
      await sessions.deleteMany({ _id: { $in: ids } });
      await Promise.all(ids.map((id) => cache(id, null)));
    },

    /** What a session is now (its account's current role), or null when it has ended. Re-warms the cache. */
    async stateOf(sessionId: string): Promise<SessionState | null> {
      const session = await liveSession(sessionId);
      const user = session
        ? await users
            .findById(session.userId, { role: 1, email: 1 })
            .lean<Pick<UserRecord, '_id' | 'role' | 'email'>>()
        : null;
      const state = user ? { userId: user._id, role: user.role, email: user.email } : null;
      await cache(sessionId, state);
      return state;
    },
  };
}
