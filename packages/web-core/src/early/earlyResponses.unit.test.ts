import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTakingEarly, putEarlyResponse, takeEarlyResponse } from './earlyResponses';

const ok = (body: string) => Promise.resolve(new Response(body, { status: 200 }));
const bearer = (token: string) => ({ headers: new Headers({ Authorization: `Bearer ${token}` }) });

afterEach(() => {
  vi.unstubAllGlobals();
  takeEarlyResponse('/api/a', null); // whatever a test left, gone
});

describe('early responses', () => {
  it('are taken once, by the same URL and token', async () => {
    putEarlyResponse('/api/a', 't1', ok('early'));
    expect(takeEarlyResponse('http://localhost/api/a', 't1')).toBeDefined();
    expect(takeEarlyResponse('/api/a', 't1')).toBeUndefined();
  });

  it('are dropped, not handed over, when the app asks with another token', () => {
    putEarlyResponse('/api/a', 'old', ok('early'));
    expect(takeEarlyResponse('/api/a', 'renewed')).toBeUndefined();
    expect(takeEarlyResponse('/api/a', 'old')).toBeUndefined();
  });

  it('never surface as an unhandled rejection when nobody takes a failed one', async () => {
    type Events = {
      on(event: string, listener: () => void): void;
      off(event: string, listener: () => void): void;
    };
    const process = (globalThis as unknown as { process: Events }).process;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    putEarlyResponse('/api/never-taken', null, Promise.reject(new TypeError('offline')));
    await new Promise((r) => setTimeout(r, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('fetchTakingEarly', () => {
  it('answers a GET with the early response for its URL and bearer token', async () => {
    const network = vi.fn(() => ok('network'));
    vi.stubGlobal('fetch', network);
    putEarlyResponse('/api/a', 't1', ok('early'));
    const res = await fetchTakingEarly('/api/a', { method: 'GET', ...bearer('t1') });
    expect(await res.text()).toBe('early');
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetchTakingEarly('/api/a', bearer('t1'))).text()).toBe('network');
  });

  it('goes to the network for writes, other tokens, and aborted reads', async () => {
    const network = vi.fn(() => ok('network'));
    vi.stubGlobal('fetch', network);
    putEarlyResponse('/api/a', 't1', ok('early'));
    expect(await (await fetchTakingEarly('/api/a', { method: 'PUT', ...bearer('t1') })).text()).toBe(
      'network',
    );
    const aborted = new AbortController();
    aborted.abort();
    await fetchTakingEarly('/api/a', { ...bearer('t1'), signal: aborted.signal });
    expect(await (await fetchTakingEarly('/api/a', bearer('t2'))).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('takes an early response asked without a token (the remotes config)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => ok('network')),
    );
    putEarlyResponse('/mf-remotes.json', null, ok('{"student":"/m.json"}'));
    expect(await (await fetchTakingEarly('/mf-remotes.json')).json()).toEqual({ student: '/m.json' });
  });
});
