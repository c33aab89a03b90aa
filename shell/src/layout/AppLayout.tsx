import { Outlet, useLocation } from 'react-router-dom';
import { pageRouteFor } from '../routes/pageTable';
import { Header } from './Header';

/**
 * The exam screen is the whole screen, as in the real CBT: no site header (its links are a way
 * out of a running exam, and on a phone it takes the room of the question), no skip link (focus
 * starts on the question). The exam page has its own header with the timer and Submit.
 */
export function showsSiteHeader(pathname: string): boolean {
  return pageRouteFor(pathname)?.page !== 'student/TestTakingPage';
}

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
