import type { AuthResponse } from '@ssc/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from './storedSession';
import { createTokenKeeper, REFRESH_MARGIN_MS, RENEW_AHEAD_SPREAD_MS } from './tokenKeeper';

const user = {
  id: 'u1',
  email: 'asha@example.com',
  user_metadata: { display_name: 'Asha', language_preference: 'ENGLISH', avatar_url: null, is_admin: false },
} as const;

const answer = (token: string, expiresIn = 900): AuthResponse => ({
  session: {
    access_token: token,
    token_type: 'bearer',
    expires_at: 0,
    expires_in: expiresIn,
    refresh_token: 'sid.secret',
    user,
  },
  user,
});

function world(initial: Session | null, random = 0.5) {
  let stored = initial;
  let clock = 1_000_000;
  const timers = new Map<number, { fn: () => void; at: number }>();
  let nextTimer = 0;
  const refresh = vi.fn(async (_refreshToken: string) => answer(`token-${refresh.mock.calls.length}`));
  const keeper = createTokenKeeper({
    read: () => stored,
    write: (s) => {
      stored = s;
    },
    refresh,
    now: () => clock,
    exclusive: (_name, fn) => fn(),
    timer: {
      set: (fn, ms) => {
        timers.set(++nextTimer, { fn, at: clock + ms });
        return nextTimer;
      },
      clear: (handle) => timers.delete(handle as number),
    },
    random: () => random,
  });
  return {
    keeper,
    refresh,
    stored: () => stored,
    set: (s: Session | null) => {
      stored = s;
    },
    advance: (ms: number) => {
      clock += ms;
    },
    now: () => clock,
    /** When the armed renewal fires (device clock), or null when none is armed. */
    armedAt: () => {
      const [armed, ...more] = [...timers.values()];
      expect(more).toHaveLength(0);
      return armed?.at ?? null;
    },
    /** Moves the clock to the armed renewal, fires it and lets it settle. */
    fire: async () => {
      const [entry] = [...timers];
      if (!entry) throw new Error('no renewal armed');
      timers.delete(entry[0]);
      clock = Math.max(clock, entry[1].at);
      entry[1].fn();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe('token keeper', () => {
  it('hands out the stored token while it has more than a minute left', async () => {
    const w = world({ token: 'old', user, refreshToken: 'sid.secret', expiresAt: 1_000_000 + 10 * 60_000 });
    expect(await w.keeper.token()).toBe('old');
    w.advance(10 * 60_000 - REFRESH_MARGIN_MS - 1);
    expect(await w.keeper.token()).toBe('old');
    expect(w.refresh).not.toHaveBeenCalled();
  });

  it('renews a token about to run out before the request, once for concurrent callers', async () => {
    const w = world({ token: 'old', user, refreshToken: 'sid.secret', expiresAt: 1_000_000 + 30_000 });
    const tokens = await Promise.all([w.keeper.token(), w.keeper.token(), w.keeper.token()]);
    expect(tokens).toEqual(['token-1', 'token-1', 'token-1']);
    expect(w.refresh).toHaveBeenCalledTimes(1);
    expect(w.refresh).toHaveBeenCalledWith('sid.secret');
    // Timed by this device's clock from expires_in, whatever the device's clock says the time is.
    expect(w.stored()).toMatchObject({
      token: 'token-1',
      expiresAt: w.now() + 900_000,
      refreshToken: 'sid.secret',
    });
  });

  it('uses a token another tab renewed meanwhile instead of renewing again', async () => {
    const w = world({ token: 'old', user, refreshToken: 'sid.secret', expiresAt: 1_000_000 + 10 * 60_000 });
    w.set({ token: 'from-other-tab', user, refreshToken: 'sid.secret', expiresAt: 1_000_000 + 15 * 60_000 });
    expect(await w.keeper.renewAfterExpiry('old')).toBe('from-other-tab');
    expect(w.refresh).not.toHaveBeenCalled();
  });

  it('renews when the server says the token expired even if this device thinks it is fresh', async () => {
    const w = world({ token: 'old', user, refreshToken: 'sid.secret', expiresAt: 1_000_000 + 10 * 60_000 });
    expect(await w.keeper.renewAfterExpiry('old')).toBe('token-1');
  });

  it('keeps the session as it is when renewal fails, and lets the server decide', async () => {
    const w = world({ token: 'old', user, refreshToken: 'sid.secret', expiresAt: 1_000_000 + 1_000 });
    w.refresh.mockRejectedValueOnce(new Error('offline'));
    expect(await w.keeper.token()).toBe('old');
    expect(w.stored()?.token).toBe('old');
    // The next call tries again.
    expect(await w.keeper.token()).toBe('token-2');
  });

  it('has nothing to renew without a refresh token or a session', async () => {
    const legacy = world({ token: 'legacy', user, expiresAt: 1_000_000 });
    expect(await legacy.keeper.token()).toBe('legacy');
    expect(legacy.refresh).not.toHaveBeenCalled();
    expect(await world(null).keeper.token()).toBeNull();
  });

  describe('renewing ahead of need', () => {
    const fifteen = 15 * 60_000;

    it('renews at a spread moment before the margin, then keeps the new token fresh', async () => {
      const w = world(
        { token: 'old', user, refreshToken: 'sid.secret', expiresAt: 1_000_000 + fifteen },
        0.5,
      );
      w.keeper.renewAhead();
      expect(w.armedAt()).toBe(1_000_000 + fifteen - REFRESH_MARGIN_MS - RENEW_AHEAD_SPREAD_MS / 2);
      expect(w.refresh).not.toHaveBeenCalled();
      await w.fire();
      expect(w.refresh).toHaveBeenCalledTimes(1);
      expect(w.stored()?.token).toBe('token-1');
      // The request after it needs no renewal, and the next one is armed from the new expiry.
      expect(await w.keeper.token()).toBe('token-1');
      expect(w.refresh).toHaveBeenCalledTimes(1);
      expect(w.armedAt()).toBe(w.now() + 900_000 - REFRESH_MARGIN_MS - RENEW_AHEAD_SPREAD_MS / 2);
    });

    it('spreads a crowd that signed in together over the whole window', () => {
      const session = { token: 'old', user, refreshToken: 'sid.secret', expiresAt: 1_000_000 + fifteen };
      const early = world(session, 0.999);
      const late = world(session, 0);
      early.keeper.renewAhead();
      late.keeper.renewAhead();
      expect((late.armedAt() ?? 0) - (early.armedAt() ?? 0)).toBeGreaterThan(RENEW_AHEAD_SPREAD_MS * 0.99);
    });

    it('leaves a token another tab renewed meanwhile, and follows that one', async () => {
      const w = world({ token: 'old', user, refreshToken: 'sid.secret', expiresAt: 1_000_000 + fifteen });
      w.keeper.renewAhead();
      w.set({
        token: 'from-other-tab',
        user,
        refreshToken: 'sid.secret',
        expiresAt: 1_000_000 + 2 * fifteen,
      });
      await w.fire();
      expect(w.refresh).not.toHaveBeenCalled();
      expect(w.armedAt()).toBe(1_000_000 + 2 * fifteen - REFRESH_MARGIN_MS - RENEW_AHEAD_SPREAD_MS / 2);
    });

    it('arms nothing after a failed renewal, leaving the next request to renew on demand', async () => {
      const w = world({ token: 'old', user, refreshToken: 'sid.secret', expiresAt: 1_000_000 + fifteen });
      w.keeper.renewAhead();
      w.refresh.mockRejectedValueOnce(new Error('session ended'));
      await w.fire();
      expect(w.stored()?.token).toBe('old');
      expect(w.armedAt()).toBeNull();
    });

    it('renews a token found stale on opening at once, and arms nothing when signed out', async () => {
      const w = world({ token: 'old', user, refreshToken: 'sid.secret', expiresAt: 1_000_000 - 5_000 });
      w.keeper.renewAhead();
      expect(w.armedAt()).toBe(w.now());
      const out = world(null);
      out.keeper.renewAhead();
      expect(out.armedAt()).toBeNull();
    });
  });
});
