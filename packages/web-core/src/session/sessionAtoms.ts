import type { AuthResponse, SessionUser } from '@ssc/contracts';
import { atom, getDefaultStore } from 'jotai';
import {
  browserStorage,
  readStoredSession,
  SESSION_KEYS,
  type Session,
  writeStoredSession,
} from './storedSession';
import { createTokenKeeper } from './tokenKeeper';

const storage = browserStorage();

/**
 * The one jotai store of the app: jotai's default store, so hooks used without a <Provider> and
 * non-React code (the API client, the 401 handler) agree. jotai and @ssc/web-core are Module
 * Federation singletons, so remotes see this same store and these same atoms.
 */
export const appStore = getDefaultStore();

const sessionBaseAtom = atom<Session | null>(readStoredSession(storage));

// Another tab signing in or out changes local storage; follow it so tabs never disagree.
sessionBaseAtom.onMount = (set) => {
  // Mounted at import by the query layer (it follows the session): outside a browser, no tabs.
  if (typeof window === 'undefined') return;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) {
      set(readStoredSession(storage));
      keeper.renewAhead();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** Read: the current session. Write: a new session (persisted) or null (signed out, both keys cleared). */
export const sessionAtom = atom(
  (get) => get(sessionBaseAtom),
  (_get, set, next: Session | null) => {
    writeStoredSession(storage, next);
    set(sessionBaseAtom, next);
  },
);

export const currentUserAtom = atom((get) => get(sessionBaseAtom)?.user ?? null);
export const isAdminAtom = atom((get) => get(sessionBaseAtom)?.user.user_metadata.is_admin === true);

export function getToken(): string | null {
  return appStore.get(sessionBaseAtom)?.token ?? null;
}

const keeper = createTokenKeeper({
  read: () => readStoredSession(storage),
  write: (session) => setSession(session),
  refresh: requestRefresh,
  now: () => Date.now(),
  exclusive: (name, fn) =>
    typeof navigator !== 'undefined' && navigator.locks
      ? (navigator.locks.request(name, fn) as Promise<Awaited<ReturnType<typeof fn>>>)
      : fn(),
  ...(typeof window === 'undefined'
    ? {}
    : {
        timer: {
          set: (fn, ms) => window.setTimeout(fn, ms),
          clear: (id) => window.clearTimeout(id as number),
        },
        random: Math.random,
      }),
});
keeper.renewAhead();

/** The token to send with a request, renewed first when it is about to run out. */
export const freshToken = () => keeper.token();
/** The server said this token has expired: renew it (once, shared) and give the new one. */
export const renewExpiredToken = (staleToken: string) => keeper.renewAfterExpiry(staleToken);

async function requestRefresh(refreshToken: string): Promise<AuthResponse> {
  const response = await fetch('/api/auth/refresh', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  if (!response.ok) throw new Error(`refresh failed with status ${response.status}`);
  return (await response.json()) as AuthResponse;
}

export function setSession(session: Session | null): void {
  appStore.set(sessionAtom, session);
  keeper.renewAhead();
}

/** Keeps the stored user in step with profile edits so the header and greetings update at once. */
export function updateStoredUserMetadata(patch: Partial<SessionUser['user_metadata']>): void {
  const session = appStore.get(sessionBaseAtom);
  if (!session) return;
  const user = { ...session.user, user_metadata: { ...session.user.user_metadata, ...patch } };
  setSession({ ...session, user });
}
