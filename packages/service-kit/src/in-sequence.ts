import type { RequestHandler } from 'express';

/**
 * Several handlers as one Express layer: each runs when the one before calls next() without an
 * error; an error goes straight to Express. Each layer costs Express's router a path match, a
 * prefix trim and restore, and closures per request; the handlers every request passes run as
 * one (bench/gateway-cpu.ts, docs/architecture.md). As Express 5 does for a layer, a handler's
 * rejected promise becomes next(err). The gateway's API path uses it too.
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

/**
 * Runs `handler` only for paths `test` accepts (a mount point, as `app.use(path, …)` would);
 * every other request goes on at once.
 */
export function onPaths(test: RegExp, handler: RequestHandler): RequestHandler {
  return (req, res, next) => (test.test(req.path) ? handler(req, res, next) : next());
}
