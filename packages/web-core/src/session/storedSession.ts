import type { SessionUser } from '@ssc/contracts';

/** Spec section 3/4: the token and the user live in local storage under these keys. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface Session {
  token: string;
  user: SessionUser;
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
    if (token !== null) storage.removeItem(TOKEN_KEY);
    return null;
  }
  let user: unknown;
  try {
    user = JSON.parse(rawUser);
  } catch {
    user = undefined;
  }
  if (!isSessionUser(user) || !token) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
    return null;
  }
  return { token, user };
}

export function writeStoredSession(storage: KeyValueStorage, session: Session | null): void {
  if (!session) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
    return;
  }
  storage.setItem(TOKEN_KEY, session.token);
  storage.setItem(USER_KEY, JSON.stringify(session.user));
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
