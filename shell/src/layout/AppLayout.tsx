import { use } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { showsSiteHeader } from './siteHeader';
// In the entry's style sheet, not the header's chunk: the start script paints a result's header
// with these classes before any chunk loads (early/resultHeaderPaint.ts).
import './siteHeader.css';
import { loadTopOfPage } from './topOfPageCode';

export function AppLayout() {
  const { pathname } = useLocation();
  const siteFrame = showsSiteHeader(pathname);
  return (
    <>
      {siteFrame ? <TopOfPageWhenLoaded /> : null}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {siteFrame ? <FootOfPageWhenLoaded /> : null}
    </>
  );
}

/** Suspends until the header's code is in, as the header itself does for its messages. */
function TopOfPageWhenLoaded() {
  const { TopOfPage } = use(loadTopOfPage());
  return <TopOfPage />;
}

function FootOfPageWhenLoaded() {
  const { FootOfPage } = use(loadTopOfPage());
  return <FootOfPage />;
}
