import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/apiClient';
import { HttpError } from '../api/httpError';
import { resultsReleaseAt } from './liveMocksApi';

const releaseAt = '2030-01-10T11:00:30.000Z';

describe('the 409 RESULTS_NOT_RELEASED', () => {
  it('keeps its code and release time on the HttpError', async () => {
    const body = { code: 'RESULTS_NOT_RELEASED', releaseAt, message: 'Results are released at 11:00' };
    const client = createApiClient({
      getToken: () => null,
      fetchImpl: vi.fn(async () => new Response(JSON.stringify(body), { status: 409 })),
    });
    const error = await client.get('/api/test-results/a1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe('RESULTS_NOT_RELEASED');
    expect(resultsReleaseAt(error)).toBe(releaseAt);
  });

  it('is not confused with other refusals', () => {
    const body = { code: 'RESULTS_NOT_RELEASED', releaseAt };
    expect(
      resultsReleaseAt(new HttpError('x', 409, undefined, [], undefined, 'LIVE_MOCK_CLOSED', body)),
    ).toBeNull();
    expect(
      resultsReleaseAt(new HttpError('x', 404, undefined, [], undefined, 'RESULTS_NOT_RELEASED', body)),
    ).toBeNull();
    expect(
      resultsReleaseAt(
        new HttpError('x', 409, undefined, [], undefined, 'RESULTS_NOT_RELEASED', { releaseAt: 'soon' }),
      ),
    ).toBeNull();
    expect(resultsReleaseAt(new Error('network'))).toBeNull();
  });
});
