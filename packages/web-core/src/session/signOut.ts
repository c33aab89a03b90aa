import { startTransition } from 'react';
import { queryClient } from '../query/queryClient';
import { toast } from '../toast/toastStore';
import { setSession } from './sessionAtoms';

/** Drops the session and every cached server answer, so the next user never sees the last one's data. */
export function endSession(): void {
  setSession(null);
  queryClient.clear();
}

/**
 * Spec section 4: log out is local only (no server call), then the user goes to `/`.
 * Both updates share one transition: React Router navigates in a transition, so clearing the
 * session outside it would first re-render the protected page, which would redirect to /auth.
 */
export function signOut(goHome: () => void): void {
  startTransition(() => {
    endSession();
    goHome();
  });
  toast.success('Signed out successfully!');
}
