import { describe, expect, it } from 'vitest';
import { TOO_DEEP_MESSAGE } from '../src/public-body';
import { listeningGateway } from './listening-gateway';
import { rawRequest } from './raw-http';

/**
 * The public auth routes, whose JSON the gateway reads and re-serialises itself. A 10 KB body
 * of nested brackets once overflowed JSON.stringify's stack inside body-parser's callback and
 * ended the gateway process (found by e2e/front-door-fuzz.spec.ts).
 */
const front = listeningGateway();

const post = (path: string, body: string) =>
  rawRequest(front.base, { method: 'POST', path, headers: { 'content-type': 'application/json' }, body });

describe('public auth bodies', () => {
  it.each([
    ['arrays', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
    ['objects', `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`],
    ['a field', `{"email":${'['.repeat(5_000)}${']'.repeat(5_000)}}`],
  ])('refuses deeply nested %s with a 400, forwards nothing and keeps answering', async (_, body) => {
    const before = front.upstream.seen.length;
    for (const path of ['/api/auth/signup', '/api/auth/signin', '/api/auth/refresh', '/api/auth/signout']) {
      const res = await post(path, body);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).message).toBe(TOO_DEEP_MESSAGE);
    }
    expect(front.upstream.seen.length).toBe(before);
    const next = await post('/api/auth/signup', '{"email":"a@b.c","password":"12345678","displayName":"Ab"}');
    expect(next.status).toBe(200);
  });

  it('forwards a body with a little nesting as it was read', async () => {
    const body = { email: 'a@b.c', password: 'x', extra: { list: [[1, 2], { deep: [true] }] } };
    const res = await post('/api/auth/signout', JSON.stringify(body));
    expect(res.status).toBe(200);
    expect(JSON.parse(front.upstream.seen.at(-1)?.body ?? '')).toEqual(body);
  });
});
