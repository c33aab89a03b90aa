import { currentUserAtom } from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/**
 * Spec section 2: every route but / and /auth needs a user. The session is restored from local
 * storage synchronously before the first render, so "restoring" is only the brief moment a
 * remote page's code is still loading, which RemotePage covers with the same spinner.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  if (!user) return <Navigate to="/auth" replace />;
  return children;
}
