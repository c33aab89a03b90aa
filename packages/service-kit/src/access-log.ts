import type { RequestHandler } from 'express';
import type { Logger } from './logger';

/** One structured line per request, with the request id and the verified user. */
export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on('finish', () => {
      if (req.path === '/alive' || req.path === '/health' || req.path === '/ready') return;
      // A scrape every few seconds would drown the log; a refused one is worth a line.
      if (req.path === '/metrics' && res.statusCode === 200) return;
      logRequest(logger, req.id, req.method, req.path, res.statusCode, started, req.identity?.userId);
    });
    next();
  };
}

/** The access log's line for a finished request (`started` from `performance.now()`). */
export function logRequest(
  logger: Logger,
  requestId: string,
  method: string | undefined,
  path: string,
  status: number,
  started: number,
  userId: string | undefined,
): void {
  logger.info(
    { requestId, method, path, status, ms: Math.round(performance.now() - started), userId },
    'request',
  );
}
