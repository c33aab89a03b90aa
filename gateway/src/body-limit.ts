import { PayloadTooLargeError } from '@ssc/service-kit';
import type { RequestHandler } from 'express';

/**
 * Bodies stream straight through to services, so the limit is enforced here on the
 * declared length and, for chunked bodies, on the bytes actually seen.
 */
export function bodyLimit(limitFor: (path: string) => number): RequestHandler {
  return (req, _res, next) => {
    const limit = limitFor(req.path);
    const declared = Number(req.header('content-length') ?? 0);
    if (declared > limit) return next(tooLarge(limit));
    if (req.header('transfer-encoding')) {
      let seen = 0;
      req.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > limit) req.destroy(tooLarge(limit));
      });
    }
    next();
  };
}

function tooLarge(limit: number): PayloadTooLargeError {
  return new PayloadTooLargeError(`Request body is too large (limit ${Math.round(limit / 1024)} KB)`);
}
