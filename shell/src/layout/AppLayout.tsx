import { Outlet, useLocation } from 'react-router-dom';
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
            Skip to content
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
