import type { RequestHandler } from 'express';
import { ValidationError } from './errors';

export const MALFORMED_TEXT_MESSAGE = 'The request contains text that is not valid Unicode';

const isWellFormed = (text: string): boolean => text.isWellFormed();

type Visit = { value: unknown; key: string | null; parent: Visit | null };

/**
 * The path (keys from the root) of the first string, key or value at any depth, that is not
 * well-formed UTF-16, or null when there is none. JSON's `\ud800` escapes and UTF-16 bodies can
 * carry lone surrogates, which `encodeURIComponent` throws on and every encoder (BSON, Redis,
 * Kafka) silently turns into U+FFFD. Iterative, with parent links instead of copied paths, so
 * the deepest body a JSON limit allows costs neither the call stack nor quadratic time.
 */
export function malformedTextPath(value: unknown): string[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (!isWellFormed(visit.value)) return pathOf(visit);
      continue;
    }
    // Bytes (a raw body, an uploaded file) are not text.
    if (typeof visit.value !== 'object' || visit.value === null || ArrayBuffer.isView(visit.value)) continue;
    for (const [key, child] of Object.entries(visit.value)) {
      if (!isWellFormed(key)) return pathOf({ value: key, key, parent: visit });
      pending.push({ value: child, key, parent: visit });
    }
  }
  return null;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | null = visit; at; at = at.parent) if (at.key !== null) path.push(at.key);
  return path.reverse();
}

/** A 400 naming where the bad text is (a path the client can find; the text itself is not echoed). */
export function malformedTextError(path: string[]): ValidationError {
  const at = path.map((key) => (isWellFormed(key) ? key : '?')).join('.');
  return new ValidationError(MALFORMED_TEXT_MESSAGE, [{ path: at, message: 'not valid Unicode' }]);
}

/**
 * Mounted after the body parser: a parsed body or query string with a lone surrogate is refused
 * before any route sees it. Express's query parser decodes as UTF-8 (replacing invalid bytes),
 * so a query cannot carry one today; it is checked anyway so that a different parser could not
 * reopen the hole.
 */
export const rejectMalformedText: RequestHandler = (req, _res, next) => {
  const at = malformedTextPath(req.body) ?? malformedTextPath(req.query);
  next(at ? malformedTextError(at) : undefined);
};
