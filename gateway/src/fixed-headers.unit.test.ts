import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { fixedHeaders } from './fixed-headers';

/** A response holding headers as Node's does (names case-insensitive). */
const response = () => {
  const headers = new Map<string, unknown>([['x-powered-by', 'Express']]);
  return {
    headers,
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
};
const run = (mw: RequestHandler) => {
  const res = response();
  let nexts = 0;
  mw({} as never, res as never, () => {
    nexts += 1;
  });
  return { headers: Object.fromEntries(res.headers), nexts };
};

describe('fixedHeaders', () => {
  it('sets exactly what helmet sets, each time', () => {
    const options = {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } },
      referrerPolicy: { policy: 'no-referrer' as const },
    };
    const fixed = fixedHeaders(helmet(options));
    const expected = run(helmet(options));
    expect(expected.headers['content-security-policy']).toBe("default-src 'none'");
    expect(run(fixed)).toEqual(expected);
    expect(run(fixed)).toEqual(expected);
  });

  it('refuses, at startup, a middleware that reads the request or answers later', () => {
    expect(() => fixedHeaders((req, _res, next) => next(req.headers ? undefined : undefined))).toThrow();
    expect(() => fixedHeaders((_req, _res, next) => void setTimeout(next, 0))).toThrow();
  });
});
