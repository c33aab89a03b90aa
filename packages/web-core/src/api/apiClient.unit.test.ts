import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './apiClient';
import { HttpError } from './httpError';

function respond(status: number, body?: unknown) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
}

describe('createApiClient', () => {
  it('sends JSON with the bearer token when one is stored', async () => {
    const fetchImpl = respond(200, { ok: true });
    const client = createApiClient({ getToken: () => 'tok', fetchImpl });
    await expect(client.post('/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    const init = fetchImpl.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(init?.body).toBe('{"a":1}');
  });

  it('omits Authorization without a token and Content-Type for uploads', async () => {
    const fetchImpl = respond(200, {});
    const client = createApiClient({ getToken: () => null, fetchImpl });
    await client.upload('/api/upload', new FormData());
    const headers = new Headers(fetchImpl.mock.calls[0]?.[1]?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('failed GET throws an HttpError with status, server message and issues', async () => {
    const issues = [{ path: 'id', message: 'bad' }];
    const client = createApiClient({
      getToken: () => null,
      fetchImpl: respond(404, { message: 'Nope', issues }),
    });
    const error = await client.get('/api/y').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 404,
      serverMessage: 'Nope',
      issues,
      message: 'HTTP error! status: 404',
    });
  });

  it('failed POST/PUT throw the server message, or "Request failed with status {n}"', async () => {
    const withMessage = createApiClient({
      getToken: () => null,
      fetchImpl: respond(400, { message: 'Email taken' }),
    });
    await expect(withMessage.put('/api/z', {})).rejects.toMatchObject({
      message: 'Email taken',
      status: 400,
    });
    const noBody = createApiClient({ getToken: () => null, fetchImpl: respond(502) });
    await expect(noBody.post('/api/z', {})).rejects.toMatchObject({
      message: 'Request failed with status 502',
      status: 502,
    });
  });
});

describe('getBlob', () => {
  it('downloads with the bearer token and returns the body as a blob', async () => {
    const fetchImpl = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('a,b\n1,2\n', { status: 200 }),
    );
    const client = createApiClient({ getToken: () => 'tok', fetchImpl });
    const blob = await client.getBlob('/api/file.csv');
    expect(await blob.text()).toBe('a,b\n1,2\n');
    expect(new Headers(fetchImpl.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('throws an HttpError with the status when the download fails', async () => {
    const client = createApiClient({ getToken: () => null, fetchImpl: respond(404, { message: 'gone' }) });
    await expect(client.getBlob('/api/file.csv')).rejects.toMatchObject({ status: 404 });
  });
});

describe('expired tokens', () => {
  const expired = () =>
    new Response(JSON.stringify({ message: 'Your session has expired', code: 'TOKEN_EXPIRED' }), {
      status: 401,
    });

  it('renews once and retries the same request when the server says the token expired', async () => {
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      new Headers(init?.headers).get('Authorization') === 'Bearer new'
        ? new Response(JSON.stringify({ saved: true }), { status: 200 })
        : expired(),
    );
    const onTokenExpired = vi.fn(async () => 'new');
    const client = createApiClient({ getToken: async () => 'old', onTokenExpired, fetchImpl });
    await expect(client.post('/api/question-attempts', { a: 1 })).resolves.toEqual({ saved: true });
    expect(onTokenExpired).toHaveBeenCalledWith('old');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[1]?.[1]?.body).toBe('{"a":1}');
  });

  it('lets the 401 stand when renewal gives nothing new, and never loops', async () => {
    const fetchImpl = vi.fn(async () => expired());
    const client = createApiClient({ getToken: () => 'old', onTokenExpired: async () => 'old', fetchImpl });
    await expect(client.get('/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('does not renew on other 401s (a session that has ended)', async () => {
    const onTokenExpired = vi.fn(async () => 'new');
    const client = createApiClient({
      getToken: () => 'old',
      onTokenExpired,
      fetchImpl: respond(401, {
        message: 'Your session has ended. Please log in again',
        code: 'SESSION_ENDED',
      }),
    });
    await expect(client.get('/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(onTokenExpired).not.toHaveBeenCalled();
  });
});

describe('getPage', () => {
  const page = (body: unknown, headers: Record<string, string>) =>
    vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify(body), { status: 200, headers }),
    );

  it('gives the page and the total the server counts in X-Total-Count', async () => {
    const client = createApiClient({
      getToken: () => 'tok',
      fetchImpl: page([{ id: 'a' }], { 'X-Total-Count': '41' }),
    });
    expect(await client.getPage('/api/admin/tests?page=3&limit=20')).toEqual({
      items: [{ id: 'a' }],
      total: 41,
    });
  });

  it('counts the items when the header is missing or not a count', async () => {
    for (const headers of [{}, { 'X-Total-Count': 'many' }] as Record<string, string>[]) {
      const client = createApiClient({ getToken: () => null, fetchImpl: page([1, 2], headers) });
      expect(await client.getPage('/api/list')).toEqual({ items: [1, 2], total: 2 });
    }
  });
});
