import { Transform } from 'node:stream';
import { PayloadTooLargeError } from '@ssc/service-kit';
import type { RequestHandler } from 'express';
import type { BodyLimit } from './route-table';

/**
 * Bodies stream straight through to services, so the limit is enforced in two places: here on
 * the declared length, before anything is forwarded, and by `limitedBody` on the bytes that
 * actually pass (a chunked body declares none). Runs after the canonical-path check and reads
 * its path, never a router-stripped `req.path`.
 *
 * The bytes are counted where they are forwarded, never by a `data` listener here: that would
 * switch the request into flowing mode, and every chunk that arrived while the gateway was
 * still checking the caller's session went to the counter alone, so services got chunked
 * bodies cut short (found by e2e/front-door-fuzz.spec.ts).
 */
export function bodyLimit(limitFor: (path: string) => BodyLimit): RequestHandler {
  return (req, res, next) => next(declaredTooLarge(req.headers['content-length'], limitFor(res.locals.path)));
}

/** The 413 for a declared length over the limit (or unreadable), else undefined. */
export function declaredTooLarge(
  contentLength: string | undefined,
  limit: BodyLimit,
): PayloadTooLargeError | undefined {
  const declared = Number(contentLength ?? 0);
  if (!Number.isSafeInteger(declared) || declared < 0 || declared > limit.bytes)
    return new PayloadTooLargeError(limit.message);
  return undefined;
}

/** Passes a body through, failing with the limit's 413 once more than `limit.bytes` went by. */
export function limitedBody(limit: BodyLimit): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit.bytes) done(new PayloadTooLargeError(limit.message));
      else done(null, chunk);
    },
  });
}
