import { SESSION_ENDED, type SessionState, sessionCacheKey, sessionState } from '@ssc/contracts';
import { internalGet, type Logger, LruMap } from '@ssc/service-kit';
import type { Redis } from 'ioredis';

/** Live: the session's user and current role. Ended: refuse. Unknown: nobody could say. */
export type SessionVerdict = { kind: 'live'; state: SessionState } | { kind: 'ended' } | { kind: 'unknown' };

export type SessionCheck = (sessionId: string) => Promise<SessionVerdict>;

/**
 * Is this session still live, and whose is it? Asked for every authenticated request, so it
 * is answered from, in order: this process's memory (`localTtlMs`, a few seconds), the Redis
 * copy the auth service keeps (two minutes), and the auth service itself. A sign-out or a
 * removed account is therefore refused everywhere within seconds to two minutes, and a role
 * change takes effect within two minutes, without a database read per request.
 *
 * When neither Redis nor auth can answer, the verdict is `unknown`: the caller decides (the
 * gateway lets a validly signed, unexpired token through, so an outage of the accounts
 * service never stops an exam; access tokens live minutes).
 */
export function createSessionCheck(opts: {
  redis: Redis;
  authUrl: string;
  internalSecret: string;
  logger: Logger;
  localTtlMs?: number;
  capacity?: number;
  now?: () => number;
}): SessionCheck {
  const now = opts.now ?? Date.now;
  const localTtlMs = opts.localTtlMs ?? 5_000;
  const local = new LruMap<string, { at: number; verdict: Promise<SessionVerdict> }>(
    opts.capacity ?? 100_000,
  );

  const fromRedis = async (sessionId: string): Promise<SessionVerdict | undefined> => {
    const cached = await opts.redis.get(sessionCacheKey(sessionId)).catch(() => undefined);
    if (cached === SESSION_ENDED) return { kind: 'ended' };
    if (!cached) return undefined;
    const parsed = sessionState.safeParse(parseJson(cached));
    return parsed.success ? { kind: 'live', state: parsed.data } : undefined;
  };

  const fromAuth = async (sessionId: string): Promise<SessionVerdict> => {
    try {
      const state = await internalGet({
        url: new URL(`/internal/sessions/${encodeURIComponent(sessionId)}`, opts.authUrl),
        secret: opts.internalSecret,
        caller: 'gateway',
        schema: sessionState,
        unavailable: 'sessions unavailable',
        timeoutMs: 2_000,
        absentOn: [404],
      });
      return state ? { kind: 'live', state } : { kind: 'ended' };
    } catch (err) {
      opts.logger.warn({ err: String(err) }, 'session state unavailable from Redis and auth');
      return { kind: 'unknown' };
    }
  };

  const lookup = async (sessionId: string) => (await fromRedis(sessionId)) ?? fromAuth(sessionId);

  return (sessionId) => {
    const hit = local.get(sessionId);
    if (hit && now() - hit.at < localTtlMs) return hit.verdict;
    const verdict = lookup(sessionId);
    const entry = { at: now(), verdict };
    local.set(sessionId, entry);
    // An unknown verdict is not remembered: the next request asks again.
    void verdict.then((v) => {
      if (v.kind === 'unknown' && local.get(sessionId) === entry) local.delete(sessionId);
    });
    return verdict;
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
