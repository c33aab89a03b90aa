import { buttonClassName, useMessages } from '@ssc/web-core';
import { Link } from 'react-router-dom';
import { studentCatalog } from '../i18n/studentCatalog';

/** Spec section 2: what a page shows if it is reached without a user (e.g. signed out in another tab). */
export function LoginPrompt({ message }: { message: string }) {
  const { _ } = useMessages(studentCatalog);
  return (
    <section className="centered-state" aria-labelledby="login-prompt-title">
      <h1 id="login-prompt-title" className="centered-state__title">
        {_('auth.pleaseLogin')}
      </h1>
      <p className="text-muted">{message}</p>
      <Link to="/auth" className={buttonClassName()}>
        {_('auth.goToSignIn')}
      </Link>
    </section>
  );
}
