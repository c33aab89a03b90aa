import type { AuthResponse } from '@ssc/contracts';
import { type Session, sessionFromAuth } from './storedSession';

/** Refresh this long before the token runs out, so a request never leaves with a dying token. */
export const REFRESH_MARGIN_MS = 60_000;
export const REFRESH_LOCK = 'ssc-session-refresh';
/**
 * An open page renews its token on its own at a random moment in this window before the
 * margin, so a page never waits for a renewal after a quiet spell (the results countdown, the
 * waiting room), and a crowd that signed in together does not renew together. Measured with
 * bench/live-mock.ts at 3,000 aspirants: renewing only on demand sent every token that lapsed
 * during the results countdown to the refresh route in the second of the release (refresh p50
 * 1.4 s, p99 4.8 s); see docs/architecture.md.
 */
// 3 minutes, as a plain number: index.html's start script imports this module and drops what it does not use.
export const RENEW_AHEAD_SPREAD_MS = 180_000;

export type TokenKeeperDeps = {
  /** The stored session as it is now (read afresh: another tab may have refreshed it). */
  read: () => Session | null;
  write: (session: Session) => void;
  /** POST /api/auth/refresh; rejects on any failure. */
  refresh: (refreshToken: string) => Promise<AuthResponse>;
  now: () => number;
  /** Runs `fn` while no other tab runs it (Web Locks); without locks, just runs it. */
  exclusive: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
  /** A timer for renewals ahead of need (setTimeout/clearTimeout in a page). */
  timer?: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
  /** 0 ≤ x < 1, to spread renewals (Math.random in a page). */
  random?: () => number;
};

/**
 * Keeps the short-lived access token fresh, the way `answerQueue` keeps answers: every effect is
 * a parameter. A token close to its end is renewed before the request that needs it; one
 * renewal runs at a time per tab (concurrent callers share it) and across tabs (a Web Lock,
 * after which a tab that waited finds the token another tab already renewed). A renewal that
 * fails leaves the session as it is: the request goes out with the token it has, and the
 * server's answer decides (a network failure is retried by its caller; a session that has
 * ended gets a 401 and the usual sign-in prompt; the exam keeps unsent answers either way).
 */
export function createTokenKeeper(deps: TokenKeeperDeps) {
  let inFlight: Promise<string | null> | null = null;

  const isFresh = (s: Session) => s.expiresAt === undefined || s.expiresAt - deps.now() > REFRESH_MARGIN_MS;

  async function renew(staleToken: string): Promise<string | null> {
    return deps.exclusive(REFRESH_LOCK, async () => {
      const current = deps.read();
      if (!current) return null;
      if (current.token !== staleToken && isFresh(current)) {
        // Another tab renewed it meanwhile: keep that token fresh in turn.
        renewAhead();
        return current.token;
      }
      if (!current.refreshToken) return current.token;
      try {
        const next = sessionFromAuth(await deps.refresh(current.refreshToken), deps.now());
        deps.write(next);
        renewAhead();
        return next.token;
      } catch {
        return current.token;
      }
    });
  }

  const renewOnce = (staleToken: string) => {
    inFlight ??= renew(staleToken).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  let timer: unknown;
  /** Arms one timer for the stored token's renewal (`renew` re-arms it once a fresh token is stored). */
  function renewAhead(): void {
    const clock = deps.timer;
    if (!clock) return;
    if (timer !== undefined) clock.clear(timer);
    timer = undefined;
    const session = deps.read();
    if (!session?.refreshToken || session.expiresAt === undefined) return;
    const spread = (deps.random ?? Math.random)() * RENEW_AHEAD_SPREAD_MS;
    const wait = Math.max(0, session.expiresAt - REFRESH_MARGIN_MS - spread - deps.now());
    // A renewal that fails arms nothing: the next request renews on demand and meets the
    // server's answer (offline: retried by its caller; ended: the sign-in prompt), where
    // retrying here would spend the address's refresh-failure budget on a dead session.
    timer = clock.set(() => {
      timer = undefined;
      void renewOnce(session.token);
    }, wait);
  }

  return {
    /**
     * Keeps the stored token renewed ahead of need while the page is open. Call again whenever
     * the session is replaced (sign-in, sign-out); a renewal by another tab is found when the
     * timer fires (the stored token is then fresh and is left alone).
     */
    renewAhead,
    /** A token to send now: the stored one, renewed first when it is about to run out. */
    async token(): Promise<string | null> {
      const session = deps.read();
      if (!session) return null;
      return isFresh(session) ? session.token : renewOnce(session.token);
    },
    /** After the server said `staleToken` has expired (a device clock far off, a sleeping laptop). */
    renewAfterExpiry(staleToken: string): Promise<string | null> {
      return renewOnce(staleToken);
    },
  };
}
