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

/**
 * The headers a header-only step leaves on a fresh response, as Node would hold them (names
 * case-insensitive, the last casing set kept), for writing in one `writeHead` instead of a
 * `setHeader` each. `names` maps each lower-case name to the name as set.
 */
export type HeaderSet = {
  values: Readonly<Record<string, number | string | readonly string[]>>;
  names: ReadonlyMap<string, string>;
};

export function headerSet(apply: (res: ServerResponse) => void): HeaderSet {
  const held = new Map<string, [string, number | string | readonly string[]]>();
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      held.set(name.toLowerCase(), [name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      held.delete(name.toLowerCase());
    },
  };
  apply(recorder as unknown as ServerResponse);
  return {
    values: Object.fromEntries([...held.values()]),
    names: new Map([...held].map(([lower, [name]]) => [lower, name])),
  };
}
