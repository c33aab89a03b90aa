import '@ssc/web-core/styles.css';
import { applyTheme, appStore, cachedThemeFor, currentUserAtom } from '@ssc/web-core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// Paint the signed-in user's last theme before React renders, so a dark-mode reload does not flash.
applyTheme(cachedThemeFor(appStore.get(currentUserAtom)?.id));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
