import { describe, expect, it } from 'vitest';
import { readStoredSession, TOKEN_KEY, USER_KEY, writeStoredSession } from './storedSession';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const user = {
  id: 'u1',
  email: 'asha@example.com',
  user_metadata: {
    display_name: 'Asha Rao',
    language_preference: 'ENGLISH',
    avatar_url: null,
    is_admin: false,
  },
} as const;

describe('readStoredSession', () => {
  it('restores a saved token and user', () => {
    const storage = memoryStorage({ [TOKEN_KEY]: 't0k', [USER_KEY]: JSON.stringify(user) });
    expect(readStoredSession(storage)).toEqual({ token: 't0k', user });
  });

  it('removes both keys when the user cannot be parsed', () => {
    const storage = memoryStorage({ [TOKEN_KEY]: 't0k', [USER_KEY]: '{"id": broken' });
    expect(readStoredSession(storage)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('removes both keys when the user is not a user object', () => {
    const storage = memoryStorage({ [TOKEN_KEY]: 't0k', [USER_KEY]: '"just a string"' });
    expect(readStoredSession(storage)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('drops a user without a token, and a lone token', () => {
    const noToken = memoryStorage({ [USER_KEY]: JSON.stringify(user) });
    expect(readStoredSession(noToken)).toBeNull();
    expect(noToken.data.size).toBe(0);
    const loneToken = memoryStorage({ [TOKEN_KEY]: 't0k' });
    expect(readStoredSession(loneToken)).toBeNull();
    expect(loneToken.data.size).toBe(0);
  });

  it('returns null for an empty storage', () => {
    expect(readStoredSession(memoryStorage())).toBeNull();
  });
});

describe('writeStoredSession', () => {
  it('round-trips and clears', () => {
    const storage = memoryStorage();
    writeStoredSession(storage, { token: 'abc', user });
    expect(readStoredSession(storage)).toEqual({ token: 'abc', user });
    writeStoredSession(storage, null);
    expect(storage.data.size).toBe(0);
  });
});

describe('refresh token and expiry', () => {
  it('round-trip beside the spec keys, and are cleared with them', () => {
    const storage = memoryStorage();
    const session = { token: 'abc', user, refreshToken: 'sid.secret', expiresAt: 1_700_000_000_000 };
    writeStoredSession(storage, session);
    expect(readStoredSession(storage)).toEqual(session);
    writeStoredSession(storage, null);
    expect(storage.data.size).toBe(0);
  });

  it('are dropped with an unreadable user', () => {
    const storage = memoryStorage({
      [TOKEN_KEY]: 't',
      [USER_KEY]: 'nope',
      refresh_token: 'r',
      token_expires_at: '5',
    });
    expect(readStoredSession(storage)).toBeNull();
    expect(storage.data.size).toBe(0);
  });
});
