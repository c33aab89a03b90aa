import { afterEach, describe, expect, it, vi } from 'vitest';
import { attemptsApi, paperLanguage } from './attemptsApi';

afterEach(() => vi.unstubAllGlobals());

describe('attemptsApi.start', () => {
  it('sends the paper language the student chose with the test', async () => {
    const network = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ id: 'a1' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', network);
    await attemptsApi.start('t1', paperLanguage('hindi'));
    const [url, init] = network.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/test-attempts$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ testId: 't1', language: 'HINDI' });
  });

  it('names the screen languages as the API does', () => {
    expect(paperLanguage('english')).toBe('ENGLISH');
    expect(paperLanguage('hindi')).toBe('HINDI');
  });
});
