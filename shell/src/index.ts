import { preloadPageFor } from './federation/preloadPage';

// The page's remote code downloads alongside the shell's shared modules below.
preloadPageFor(window.location.pathname);

// No async boundary is needed: every module the shell shares is eager (rspack.config.mjs), so
// Module Federation has nothing to negotiate before the app code runs, and the bootstrap is bundled
// into this entry file ("eager"): one file fewer than a chunk of its own, whose response headers
// alone are over 1 KB (the exam route's JavaScript: 151.0 → 149.3 KiB on the wire,
// bench/exam-route.ts). It still runs in a task of its own, after this file's: on a phone each
// of the two is a long task, and one of both would block input for longer.
setTimeout(() => void import(/* webpackMode: "eager" */ './bootstrap'), 0);
