import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { isFilePath } from './file-path';
import { shellPreloads } from './page-preloads';
import { precompressedStatic, withUrl } from './precompressed-static';

export type RemotesConfig = { student: string; admin: string };

/**
 * Serves the built shell at `/` and each remote under `/remotes/<name>/`, each file as the
 * build's brotli or gzip twin when the client takes it. Hashed assets are cached for a year;
 * HTML and manifests are revalidated so a redeployed remote is picked up. Any other non-API path
 * that names no file gets the shell's index.html (SPA fallback); the shell renders its own 404 page.
 */
export function staticFrontends(webRoot: string, remotes: RemotesConfig): Router {
  const router = express.Router();
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const mount = (prefix: string, dir: string) =>
    router.use(prefix, precompressedStatic(dir, { fallthrough: false, cacheControl }));
  const shell = precompressedStatic(shellDist, { fallthrough: true, cacheControl });
  const pagePreloads = shellPreloads(path.join(shellDist, 'index.html'));

  router.get('/mf-remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(remotes);
  });
  mount('/remotes/student', path.join(webRoot, 'mf-student', 'dist'));
  mount('/remotes/admin', path.join(webRoot, 'mf-admin', 'dist'));
  router.use(shell);
  router.get(/^(?!\/api\/|\/media\/).*/, (req, res, next) => {
    // A missing file is a 404, not the page: a script or image answered with HTML only fails
    // later and less clearly, and files carry no page headers (security-headers.ts).
    if (isFilePath(req.path) || !fs.existsSync(path.join(shellDist, 'index.html'))) return next();
    res.setHeader('Link', [manifestPreload(remoteFor(req.path, remotes)), ...pagePreloads()].join(', '));
    // Served as /index.html itself, so it is negotiated and cached the same way.
    withUrl(req, '/index.html', () => shell(req, res, next));
  });
  return router;
}

/** The remote that shows a page: the admin console under /admin, the student remote elsewhere. */
function remoteFor(pagePath: string, remotes: RemotesConfig): string {
  return pagePath === '/admin' || pagePath.startsWith('/admin/') ? remotes.admin : remotes.student;
}

/**
 * The shell can ask for a page's remote manifest only after its own code has arrived and run;
 * naming it with the page lets the browser fetch it meanwhile (a round trip less on a phone).
 * The shell's fetch of it is a plain CORS-mode request, which this preload matches.
 */
function manifestPreload(manifestUrl: string): string {
  return `<${encodeURI(manifestUrl)}>; rel=preload; as=fetch; crossorigin=anonymous`;
}

function cacheControl(filePath: string): string {
  const immutable = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp)$/.test(filePath);
  return immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
}
