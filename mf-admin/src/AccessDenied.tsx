import { buttonClassName, useMessages } from '@ssc/web-core';
import { Link } from 'react-router-dom';
import { adminCatalog } from './i18n/adminCatalog';

/** The server enforces the admin role on every /api/admin call; this only explains the screen. */
export function AccessDenied({ signedIn }: { signedIn: boolean }) {
  const { _ } = useMessages(adminCatalog);
  return (
    <section className="centered-state" aria-labelledby="access-denied-title" role="alert">
      <h1 id="access-denied-title" className="centered-state__title">
        {_('admin.accessDenied.title')}
      </h1>
      <p className="text-muted">
        {signedIn ? _('admin.accessDenied.notAdmin') : _('admin.accessDenied.signIn')}
      </p>
      <Link to={signedIn ? '/dashboard' : '/auth'} className={buttonClassName({ variant: 'outline' })}>
        {signedIn ? _('admin.accessDenied.toDashboard') : _('admin.accessDenied.toSignIn')}
      </Link>
    </section>
  );
}
