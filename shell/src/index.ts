import { preloadPageFor } from './federation/preloadPage';

// The page's remote code downloads alongside the shell's shared modules below.
preloadPageFor(window.location.pathname);

// No async boundary: every module the shell shares is eager (rspack.config.mjs), so it is in this
// entry file and Module Federation has nothing to negotiate before the app code runs. Importing
// the bootstrap here instead of through import() puts it in the entry too, one file instead of
// two: the exam route's JavaScript went from 151.0 to 149.x KiB on the wire (bench/exam-route.ts),
// the headers of a response being over 1 KB.
import './bootstrap';
