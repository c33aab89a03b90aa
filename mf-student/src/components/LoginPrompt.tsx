import { buttonClassName } from '@ssc/web-core';
import { Link } from 'react-router-dom';

/** Spec section 2: what a page shows if it is reached without a user (e.g. signed out in another tab). */
export function LoginPrompt({
  message,
  title = 'Please Login',
  signIn = 'Go to Sign In',
}: {
  message: string;
  /** The heading and the link's words in the interface language (the exam screen gives its own catalog's). */
  title?: string;
  signIn?: string;
}) {
  return (
    <section className="centered-state" aria-labelledby="login-prompt-title">
      <h1 id="login-prompt-title" className="centered-state__title">
        {title}
      </h1>
      <p className="text-muted">{message}</p>
      <Link to="/auth" className={buttonClassName()}>
        {signIn}
      </Link>
    </section>
  );
}
