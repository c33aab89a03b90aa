import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

export type RemotesConfig = { student: string; admin: string };

/**
 * Serves the built shell at `/` and each remote under `/remotes/<name>/`. Hashed assets are
 * cached for a year; HTML and manifests are revalidated so a redeployed remote is picked up.
 * Any other non-API path gets the shell (SPA fallback); the shell renders its own 404 page.
 */
export function staticFrontends(webRoot: string, remotes: RemotesConfig): Router {
  const router = express.Router();
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const mount = (prefix: string, dir: string) =>
    router.use(prefix, express.static(dir, { index: false, fallthrough: false, setHeaders: cacheHeaders }));

  router.get('/mf-remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(remotes);
  });
  mount('/remotes/student', path.join(webRoot, 'mf-student', 'dist'));
  mount('/remotes/admin', path.join(webRoot, 'mf-admin', 'dist'));
  router.use(express.static(shellDist, { index: false, setHeaders: cacheHeaders }));
  router.get(/^(?!\/api\/|\/media\/).*/, (_req, res, next) => {
    const index = path.join(shellDist, 'index.html');
    if (!fs.existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}

function cacheHeaders(res: express.Response, filePath: string): void {
  const immutable = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp)$/.test(filePath);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}
