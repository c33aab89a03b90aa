import '@ssc/web-core/styles.css';
import { applyTheme, appStore, cachedThemeFor, currentUserAtom } from '@ssc/web-core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ensureRemotesRegistered } from './federation/remoteRegistry';

// Paint the signed-in user's last theme before React renders, so a dark-mode reload does not flash.
applyTheme(cachedThemeFor(appStore.get(currentUserAtom)?.id));

// Start reading /mf-remotes.json now so the first remote page does not wait for it. A failure
// here is handled where a remote is actually needed (RemotePage shows a retryable fallback).
ensureRemotesRegistered().catch(() => {});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
