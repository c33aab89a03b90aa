import type { SessionUser } from '@ssc/contracts';

/** Spec section 6: admins land on the admin panel, students on their dashboard. */
export function homePathFor(user: SessionUser): '/admin' | '/dashboard' {
  return user.user_metadata.is_admin ? '/admin' : '/dashboard';
}
