import type { RequestHandler } from 'express';
import { describe, expect, it } from 'vitest';
import { inSequence } from './in-sequence';

const call = (handler: RequestHandler) =>
  new Promise<unknown>((resolve) => {
    handler({} as never, {} as never, (err?: unknown) => resolve(err ?? 'next'));
  });

describe('inSequence', () => {
  it('runs each handler after the one before, then next()', async () => {
    const seen: number[] = [];
    const step =
      (n: number): RequestHandler =>
      (_req, _res, next) => {
        seen.push(n);
        next();
      };
    expect(await call(inSequence(step(1), step(2), step(3)))).toBe('next');
    expect(seen).toEqual([1, 2, 3]);
  });

  it('stops at an error, whether passed, thrown or rejected', async () => {
    const never: RequestHandler = () => {
      throw new Error('must not run');
    };
    const passed = new Error('passed');
    expect(await call(inSequence((_q, _s, next) => next(passed), never))).toBe(passed);
    const thrown = new Error('thrown');
    expect(
      await call(
        inSequence(
          (_q, _s, next) => next(),
          () => {
            throw thrown;
          },
        ),
      ),
    ).toBe(thrown);
    const rejected = new Error('rejected');
    expect(await call(inSequence(async () => Promise.reject(rejected)))).toBe(rejected);
  });
});
