import type { AuthResponse, SessionUser } from '@ssc/contracts';

/** Spec section 3/4: the token and the user live in local storage under these keys. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
/** Beside them: what renews the short-lived token, and when it runs out by this device's clock. */
export const REFRESH_KEY = 'refresh_token';
export const EXPIRES_KEY = 'token_expires_at';
export const SESSION_KEYS = [TOKEN_KEY, USER_KEY, REFRESH_KEY, EXPIRES_KEY] as const;

export interface Session {
  token: string;
  user: SessionUser;
  /** Absent for a session stored before refresh tokens existed: it ends with its token. */
  refreshToken?: string;
  /** When the access token runs out, in this device's clock (ms), from the server's `expires_in`. */
  expiresAt?: number;
}

/** The session a sign-in, sign-up or refresh answer describes, timed by this device's clock. */
export function sessionFromAuth({ session, user }: AuthResponse, now: number): Session {
  return {
    token: session.access_token,
    user,
    refreshToken: session.refresh_token,
    expiresAt: now + session.expires_in * 1000,
  };
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  const meta = user.user_metadata as Record<string, unknown> | null | undefined;
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    !!meta &&
    typeof meta === 'object' &&
    typeof meta.is_admin === 'boolean'
  );
}

/**
 * Restores the session saved by a previous visit. A user entry that cannot be parsed (or is
 * not a user) makes the whole session untrustworthy, so both keys are removed (spec section 4).
 */
export function readStoredSession(storage: KeyValueStorage): Session | null {
  const token = storage.getItem(TOKEN_KEY);
  const rawUser = storage.getItem(USER_KEY);
  if (rawUser === null) {
    for (const key of SESSION_KEYS) storage.removeItem(key);
    return null;
  }
  let user: unknown;
  try {
    user = JSON.parse(rawUser);
  } catch {
    user = undefined;
  }
  if (!isSessionUser(user) || !token) {
    for (const key of SESSION_KEYS) storage.removeItem(key);
    return null;
  }
  const refreshToken = storage.getItem(REFRESH_KEY);
  const expiresAt = Number(storage.getItem(EXPIRES_KEY));
  return {
    token,
    user,
    ...(refreshToken ? { refreshToken } : {}),
    ...(Number.isFinite(expiresAt) && expiresAt > 0 ? { expiresAt } : {}),
  };
}

export function writeStoredSession(storage: KeyValueStorage, session: Session | null): void {
  if (!session) {
    for (const key of SESSION_KEYS) storage.removeItem(key);
    return;
  }
  storage.setItem(TOKEN_KEY, session.token);
  storage.setItem(USER_KEY, JSON.stringify(session.user));
  if (session.refreshToken) storage.setItem(REFRESH_KEY, session.refreshToken);
  else storage.removeItem(REFRESH_KEY);
  if (session.expiresAt) storage.setItem(EXPIRES_KEY, String(session.expiresAt));
  else storage.removeItem(EXPIRES_KEY);
}

/** Local storage can be missing or throw (private mode, disabled cookies): fall back to memory. */
export function browserStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined') {
      const probe = '__ssc_probe__';
      localStorage.setItem(probe, probe);
      localStorage.removeItem(probe);
      return localStorage;
    }
  } catch {
    // fall through to the in-memory store
  }
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}
