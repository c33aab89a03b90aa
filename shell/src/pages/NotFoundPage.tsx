import { buttonClassName } from '@ssc/web-core';
import { Link } from 'react-router-dom';
import './notFound.css';

export function NotFoundPage() {
  return (
    <section className="centered-state" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="centered-state__title">
        Oops! Page not found
      </h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClassName()}>
        Return to Home
      </Link>
    </section>
  );
}
