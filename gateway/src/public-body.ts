import { ValidationError } from '@ssc/service-kit';

/** Auth bodies are flat (`{email, password, displayName}`, `{refreshToken}`); this is generous. */
export const MAX_PUBLIC_BODY_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'Request body is nested too deeply';

/**
 * The public auth body as the gateway forwards it: re-serialised from what the rate limits
 * read, so the service reads the very same email. JSON.stringify recurses, and a 16 KB body of
 * brackets nests deep enough to overflow the stack; thrown from body-parser's callback, that
 * error ended the gateway process. The depth is checked first, without recursion, and a body
 * too deep is a 400.
 */
export function serialisePublicBody(body: unknown): Buffer {
  if (nestedDeeperThan(body, MAX_PUBLIC_BODY_DEPTH)) throw new ValidationError(TOO_DEEP_MESSAGE);
  return Buffer.from(JSON.stringify(body ?? {}));
}

function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}
