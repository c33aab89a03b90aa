import '@ssc/web-core/styles.css';
import { applyTheme, appStore, cachedThemeFor, currentUserAtom } from '@ssc/web-core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startUiLanguage } from './i18n/startUiLanguage';

// Paint the signed-in user's last theme before React renders, so a dark-mode reload does not flash.
applyTheme(cachedThemeFor(appStore.get(currentUserAtom)?.id));

startUiLanguage();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (a long task on a phone, which Lighthouse counts as
// blocking time). Nothing is on screen yet that it could keep waiting. With the bootstrap in a
// task of its own (index.ts), the exam screen's blocking time went from 590-1,500 ms to 87 ms
// (bench/lighthouse.ts, median of 3; docs/architecture.md, "What a phone downloads").
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
