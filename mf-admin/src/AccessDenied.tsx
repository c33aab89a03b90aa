import { buttonClassName } from '@ssc/web-core';
import { Link } from 'react-router-dom';

/** The server enforces the admin role on every /api/admin call; this only explains the screen. */
export function AccessDenied({ message, signedIn }: { message: string; signedIn: boolean }) {
  return (
    <section className="centered-state" aria-labelledby="access-denied-title" role="alert">
      <h1 id="access-denied-title" className="centered-state__title">
        Access Denied
      </h1>
      <p className="text-muted">{message}</p>
      <Link to={signedIn ? '/dashboard' : '/auth'} className={buttonClassName({ variant: 'outline' })}>
        {signedIn ? 'Go to Dashboard' : 'Go to Sign In'}
      </Link>
    </section>
  );
}
