import type { RequestHandler } from 'express';
import type { Logger } from './logger';

/** One structured line per request, with the request id and the verified user. */
export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on('finish', () => {
      if (req.path === '/alive' || req.path === '/health') return;
      logger.info(
        {
          requestId: req.id,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
          userId: req.identity?.userId,
        },
        'request',
      );
    });
    next();
  };
}
