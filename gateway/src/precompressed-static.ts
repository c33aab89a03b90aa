import path from 'node:path';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { acceptedVariants, PRECOMPRESSED, type Precompressed } from './content-coding';

/** What the build precompresses (packages/web-core/build/precompress.mjs); source maps are not. */
export const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

type Options = {
  /** false: a missing file is a 404 here instead of the next handler's business. */
  fallthrough: boolean;
  /** Cache-Control for a file, by its own name (never its .br/.gz twin's). */
  cacheControl: (file: string) => string;
};

/**
 * express.static for a built frontend, serving the build's `.br` / `.gz` twin of a file when the
 * client's Accept-Encoding takes it: same Content-Type and Cache-Control as the file itself,
 * `Content-Encoding`, and `Vary: Accept-Encoding` on every compressible file, so caches keep
 * one copy per coding. A missing twin falls back to the next coding, then to the file.
 */
export function precompressedStatic(dir: string, options: Options): RequestHandler {
  const plain = express.static(dir, {
    index: false,
    fallthrough: options.fallthrough,
    setHeaders: (res, file) => res.setHeader('Cache-Control', options.cacheControl(file)),
  });
  const twins = PRECOMPRESSED.map((variant) => ({
    variant,
    serve: express.static(dir, {
      index: false,
      fallthrough: true,
      setHeaders: (res: Response, file: string) => {
        const original = file.slice(0, -variant.suffix.length);
        res.setHeader('Content-Encoding', variant.coding);
        res.type(path.extname(original));
        res.setHeader('Cache-Control', options.cacheControl(original));
      },
    }),
  }));

  return (req, res, next) => {
    const readable = req.method === 'GET' || req.method === 'HEAD';
    if (!readable || !COMPRESSIBLE.test(req.path)) return plain(req, res, next);
    res.vary('Accept-Encoding');
    // Tries run after async file lookups, when req.url may be someone else's again.
    const url = req.url;
    const tries = acceptedVariants(req.headers['accept-encoding']).map(
      (variant) => twins.find((twin) => twin.variant === variant) as (typeof twins)[number],
    );
    const attempt = (i: number): void => {
      const twin = tries[i];
      if (twin) {
        withUrl(req, twinUrl(url, twin.variant), () =>
          twin.serve(req, res, (err?: unknown) => (err ? next(err) : attempt(i + 1))),
        );
      } else {
        withUrl(req, url, () => plain(req, res, next));
      }
    };
    attempt(0);
  };
}

function twinUrl(url: string, variant: Precompressed): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1
    ? `${url}${variant.suffix}`
    : `${url.slice(0, queryAt)}${variant.suffix}${url.slice(queryAt)}`;
}

/**
 * Runs `serve` with `req.url` set to `url`. serve-static reads the URL only while it is called,
 * so the URL is put back before anything async: logs and later handlers see the request's own.
 */
export function withUrl(req: Request, url: string, serve: () => void): void {
  const own = req.url;
  req.url = url;
  try {
    serve();
  } finally {
    req.url = own;
  }
}
