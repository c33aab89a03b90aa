import { describe, expect, it } from 'vitest';
import { listeningGateway } from './listening-gateway';
import { rawRequest } from './raw-http';

/**
 * Chunked request bodies (no Content-Length: streaming clients, proxies that re-chunk). They
 * once reached services cut short — a 38-byte body as 0 bytes — because the byte counter put
 * the request in flowing mode before the gateway had checked the session and started to
 * forward; past the limit, the client got a reset instead of a 413 (found by
 * e2e/front-door-fuzz.spec.ts).
 */
const front = listeningGateway();

const putChunked = (path: string, body: string) =>
  rawRequest(front.base, {
    method: 'PUT',
    path,
    headers: {
      authorization: `Bearer ${front.gw.token('student-1', 'student')}`,
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
    },
    body,
  });

describe('chunked bodies', () => {
  it.each([20, 5_000, 100_000, 250_000])('reach the service whole (%i bytes)', async (size) => {
    const body = JSON.stringify({ displayName: 'x'.repeat(size) });
    const res = await putChunked('/api/profile', body);
    expect(res.status).toBe(200);
    expect(front.upstream.seen.at(-1)?.body).toBe(body);
  });

  it('past the limit are answered 413 with the limit message, and the gateway keeps answering', async () => {
    const before = front.upstream.seen.length;
    const res = await putChunked('/api/profile', JSON.stringify({ displayName: 'x'.repeat(400 * 1024) }));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe('Request body is too large (limit 256 KB)');
    expect(front.upstream.seen.length).toBe(before);
    const next = await putChunked('/api/profile', '{"displayName":"Asha"}');
    expect(next.status).toBe(200);
  });
});
