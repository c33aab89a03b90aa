import { preloadPageFor } from './federation/preloadPage';

// The page's remote code downloads alongside the shell's shared modules below.
preloadPageFor(window.location.pathname);

// Async boundary: Module Federation negotiates shared modules (react, web-core, ...) before any
// app code runs, so everything else lives behind this dynamic import.
import('./bootstrap');
