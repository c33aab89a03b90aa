import { describe, expect, it } from 'vitest';
import { earlyReadsFor } from './pageReads';

describe('earlyReadsFor', () => {
  it("lists the dashboard's and a result page's first reads, with the attempt from the address", () => {
    expect(earlyReadsFor('/dashboard')).toEqual([
      '/api/profile',
      '/api/profile/settings',
      '/api/dashboard-stats',
      '/api/test-attempts/in-progress',
      '/api/live-mocks',
      '/api/mistake-deck',
    ]);
    expect(earlyReadsFor('/test-results/a%2Fb')).toEqual([
      '/api/profile',
      '/api/profile/settings',
      '/api/test-results/a%2Fb',
      '/api/test-attempts/a%2Fb',
    ]);
  });

  it('lists nothing for other pages, unknown addresses or one that does not decode', () => {
    expect(earlyReadsFor('/')).toEqual([]);
    expect(earlyReadsFor('/test-taking/abc')).toEqual([]);
    expect(earlyReadsFor('/nowhere')).toEqual([]);
    expect(earlyReadsFor('/test-results/%E0%A4')).toEqual([]);
  });
});
