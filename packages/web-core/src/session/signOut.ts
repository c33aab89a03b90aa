import { startTransition } from 'react';
import { toast } from '../toast/toastStore';
import { appStore, sessionAtom, setSession } from './sessionAtoms';

/**
 * Drops the session. The query layer follows the session and drops every cached server answer
 * with it (query/queryClient.ts), so the next user never sees the last one's data.
 */
export function endSession(): void {
  setSession(null);
}

/**
 * Ends the session on the server too, so its refresh token is dead even if this device's
 * storage is copied. Fire and forget (`keepalive` outlives the page): signing out never waits
 * on the network.
 */
function endServerSession(): void {
  const refreshToken = appStore.get(sessionAtom)?.refreshToken;
  if (!refreshToken) return;
  void fetch('/api/auth/signout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Spec section 4: log out clears the session here (and ends it on the server), then the user goes to `/`.
 * Both updates share one transition: React Router navigates in a transition, so clearing the
 * session outside it would first re-render the protected page, which would redirect to /auth.
 */
export function signOut(goHome: () => void): void {
  endServerSession();
  startTransition(() => {
    endSession();
    goHome();
  });
  toast.success('Signed out successfully!');
}
