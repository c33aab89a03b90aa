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
 *
 * At most `maxAuthLookups` questions are in flight to auth at once; beyond that the verdict is
 * `unknown` at once. A crowd whose Redis copies lapsed together (a results wave after a quiet
 * close: ~850 lookups in a second at 3,000 aspirants) otherwise queued thousands of reads in
 * auth's database pool, and every token refresh waited behind them (p95 8.7 s).
 */
export function createSessionCheck(opts: {
  redis: Redis;
  authUrl: string;
  internalSecret: string;
  logger: Logger;
  localTtlMs?: number;
  capacity?: number;
  maxAuthLookups?: number;
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

  const maxAuthLookups = opts.maxAuthLookups ?? 32;
  let authLookups = 0;
  const warn = throttledWarn(opts.logger, now);

  const fromAuth = async (sessionId: string): Promise<SessionVerdict> => {
    if (authLookups >= maxAuthLookups) {
      warn(`auth is answering ${maxAuthLookups} session lookups already`);
      return { kind: 'unknown' };
    }
    authLookups++;
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
      warn(String(err));
      return { kind: 'unknown' };
    } finally {
      authLookups--;
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

/** One warning per 10 s with how many unknown verdicts it stands for, not one per request. */
function throttledWarn(logger: Logger, now: () => number) {
  let since = 0;
  let count = 0;
  return (reason: string) => {
    count++;
    if (now() - since < 10_000) return;
    logger.warn({ reason, unknownVerdicts: count }, 'session state unavailable from Redis and auth');
    since = now();
    count = 0;
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
