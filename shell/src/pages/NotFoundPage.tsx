import { buttonClassName, useMessages } from '@ssc/web-core';
import { Link } from 'react-router-dom';
import { shellCatalog } from '../i18n/shellCatalog';
import './notFound.css';

export function NotFoundPage() {
  const { _ } = useMessages(shellCatalog);
  return (
    <section className="centered-state" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="centered-state__title">
        {_('notFound.title')}
      </h1>
      <p className="text-muted">{_('notFound.body')}</p>
      <Link to="/" className={buttonClassName()}>
        {_('notFound.home')}
      </Link>
    </section>
  );
}
