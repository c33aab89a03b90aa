import type { RequestHandler } from 'express';

/** `express.json`'s limit as bytes ('256kb' → 262144, as its `bytes` parser reads it); undefined if not that plain. */
export function limitBytes(limit: string | number): number | undefined {
  if (typeof limit === 'number') return limit;
  const match = /^(\d+)(b|kb|mb)?$/i.exec(limit.trim());
  if (!match) return undefined;
  const unit = (match[2] ?? 'b').toLowerCase();
  return Number(match[1]) * (unit === 'mb' ? 1024 * 1024 : unit === 'kb' ? 1024 : 1);
}

/** The first character that is not JSON whitespace (space, tab, LF, CR), or '' (body-parser's strict check). */
function firstNonWhitespace(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return text.charAt(i);
  }
  return '';
}

const PLAIN_JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8']);

/** An error the error handler reads as body-parser's (by `type`), with its status. */
const bodyError = (status: number, type: string, message: string) =>
  Object.assign(new Error(message), { status, statusCode: status, expose: true, type });

/**
 * `express.json` for the request nearly every JSON call is — `Content-Type: application/json`
 * (optionally `; charset=utf-8`), a `Content-Length` within the limit, no content or transfer
 * encoding — read and parsed here as body-parser would (strict: an object or array; a UTF-8 BOM
 * dropped), with the same error types (`entity.parse.failed`, `request.aborted`,
 * `request.size.invalid`). Every other request goes to `fallback` (body-parser itself), so
 * anything unusual is answered exactly as before. body-parser's type and charset checks, its
 * stream plumbing and its listeners were about 4 % of the attempts service's CPU per answer
 * save (bench/gateway-cpu.ts).
 */
export function leanJson(limit: number, fallback: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const headers = req.headers;
    const type = headers['content-type'];
    const lengthHeader = headers['content-length'];
    if (
      type === undefined ||
      !PLAIN_JSON_TYPES.has(type) ||
      lengthHeader === undefined ||
      headers['content-encoding'] !== undefined ||
      headers['transfer-encoding'] !== undefined ||
      req.body !== undefined ||
      req.readableEnded
    )
      return fallback(req, res, next);
    const expected = Number(lengthHeader);
    if (!(expected > 0 && expected <= limit && /^\d+$/.test(lengthHeader))) return fallback(req, res, next);

    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const finish = (err?: unknown) => {
      if (settled) return;
      settled = true;
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.removeListener('aborted', onAborted);
      req.removeListener('error', onError);
      if (err) {
        req.resume(); // drain what is left, as body-parser does before it answers
        next(err);
      } else next();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > expected)
        finish(bodyError(400, 'request.size.invalid', 'request size did not match content length'));
      else chunks.push(chunk);
    };
    const onEnd = () => {
      if (received !== expected)
        return finish(bodyError(400, 'request.size.invalid', 'request size did not match content length'));
      let text = (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, received)).toString(
        'utf8',
      );
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      const first = firstNonWhitespace(text);
      if (text.length === 0) req.body = {};
      else if (first !== '{' && first !== '[')
        return finish(bodyError(400, 'entity.parse.failed', 'JSON body must be an object or an array'));
      else {
        try {
          req.body = JSON.parse(text);
        } catch (err) {
          return finish(bodyError(400, 'entity.parse.failed', (err as Error).message));
        }
      }
      finish();
    };
    const onAborted = () => finish(bodyError(400, 'request.aborted', 'request aborted'));
    const onError = (err: Error) => finish(bodyError(400, 'request.aborted', err.message));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('aborted', onAborted);
    req.on('error', onError);
  };
}
