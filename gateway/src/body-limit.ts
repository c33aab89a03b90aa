import { PayloadTooLargeError } from '@ssc/service-kit';
import type { RequestHandler } from 'express';
import type { BodyLimit } from './route-table';

/**
 * Bodies stream straight through to services, so the limit is enforced here on the
 * declared length and, for chunked bodies, on the bytes actually seen. Runs after the
 * canonical-path check and reads its path, never a router-stripped `req.path`.
 */
export function bodyLimit(limitFor: (path: string) => BodyLimit): RequestHandler {
  return (req, res, next) => {
    const limit = limitFor(res.locals.path);
    const declared = Number(req.header('content-length') ?? 0);
    if (!Number.isSafeInteger(declared) || declared < 0 || declared > limit.bytes)
      return next(new PayloadTooLargeError(limit.message));
    if (req.header('transfer-encoding')) {
      let seen = 0;
      req.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > limit.bytes) req.destroy(new PayloadTooLargeError(limit.message));
      });
    }
    next();
  };
}
