import type { RequestHandler } from 'express';

/**
 * Several handlers as one Express layer: each runs when the one before calls next() without an
 * error; an error goes straight to Express. Each layer on the API path costs the router a path
 * match, a prefix trim and restore, and closures per request (bench/gateway-cpu.ts), while the
 * security headers, body limit and routing always run together. As Express 5 does for a layer,
 * a handler's rejected promise becomes next(err).
 */
export function inSequence(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    const run = (i: number): void => {
      const handler = handlers[i];
      if (!handler) {
        next();
        return;
      }
      try {
        const result: unknown = handler(req, res, (err?: unknown) => (err ? next(err) : run(i + 1)));
        if (result instanceof Promise)
          result.catch((err: unknown) => next(err ?? new Error('Rejected promise')));
      } catch (err) {
        next(err);
      }
    };
    run(0);
  };
}
