import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

type HeaderStep = { name: string; value?: number | string | readonly string[] };

/**
 * Runs a header-only middleware once, at startup, against a response that records what it sets
 * and removes, and returns a middleware that makes the same changes directly. For helmet with
 * request-independent options (no directive functions) the answer is the same headers: helmet
 * runs a chain of eleven small middlewares per request, a visible share of the gateway's CPU
 * per proxied request (bench/gateway-cpu.ts). Anything but a synchronous, header-only
 * middleware is refused here, at startup.
 */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const apply = recordedHeaders(middleware);
  return (_req, res, next) => {
    apply(res);
    next();
  };
}

/** What `fixedHeaders` records, as a function making those changes on a plain Node response. */
export function recordedHeaders(middleware: RequestHandler): (res: ServerResponse) => void {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      steps.push({ name, value });
      return recorder;
    },
    removeHeader(name: string) {
      steps.push({ name });
    },
  };
  let passed = false;
  const refuse = () => {
    throw new Error('fixedHeaders: the middleware must only set and remove headers');
  };
  const request = new Proxy({}, { get: refuse });
  middleware(request as never, recorder as never, (err?: unknown) => {
    if (err) throw err;
    passed = true;
  });
  if (!passed) throw new Error('fixedHeaders: the middleware must call next() synchronously');
  return (res) => {
    for (const step of steps) {
      if (step.value === undefined) res.removeHeader(step.name);
      else res.setHeader(step.name, step.value);
    }
  };
}
