import { useMessages } from '@ssc/web-core';
import { Outlet, useLocation } from 'react-router-dom';
import { shellCatalog } from '../i18n/shellCatalog';
import { Header } from './Header';
import { showsSiteHeader } from './siteHeader';

export function AppLayout() {
  const { pathname } = useLocation();
  const siteHeader = showsSiteHeader(pathname);
  return (
    <>
      {siteHeader ? (
        <>
          <a className="skip-link" href="#main">
            <SkipLinkText />
          </a>
          <Header />
        </>
      ) : null}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function SkipLinkText() {
  const { _ } = useMessages(shellCatalog);
  return _('header.skipToContent');
}
