import type { AuthResponse } from '@ssc/contracts';
import { type Session, sessionFromAuth } from './storedSession';

/** Refresh this long before the token runs out, so a request never leaves with a dying token. */
export const REFRESH_MARGIN_MS = 60_000;
export const REFRESH_LOCK = 'ssc-session-refresh';

export type TokenKeeperDeps = {
  /** The stored session as it is now (read afresh: another tab may have refreshed it). */
  read: () => Session | null;
  write: (session: Session) => void;
  /** POST /api/auth/refresh; rejects on any failure. */
  refresh: (refreshToken: string) => Promise<AuthResponse>;
  now: () => number;
  /** Runs `fn` while no other tab runs it (Web Locks); without locks, just runs it. */
  exclusive: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
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
      if (current.token !== staleToken && isFresh(current)) return current.token;
      if (!current.refreshToken) return current.token;
      try {
        const next = sessionFromAuth(await deps.refresh(current.refreshToken), deps.now());
        deps.write(next);
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

  return {
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
