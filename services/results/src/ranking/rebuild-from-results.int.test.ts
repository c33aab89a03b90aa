import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResultsHarness, startResultsHarness } from '../results-test-harness';
import type { AttemptEntry } from '../store/collections';
import { rebuildRankings } from './rebuild-rankings';

let h: ResultsHarness;
beforeAll(async () => {
  h = await startResultsHarness({ worker: false, consumer: false });
});
afterAll(() => h.close());

const entry = (testId: string, score: number | null, attemptNumber = 1): AttemptEntry => ({
  attemptId: `${testId}-${score}-${attemptNumber}`,
  testId,
  title: 'Mock',
  testType: 'FULL_LENGTH',
  examType: 'SSC_CGL',
  attemptNumber,
  countsForRank: attemptNumber === 1,
  startedAt: '2025-03-01T09:00:00.000Z',
  submittedAt: '2025-03-01T10:00:00.000Z',
  status: score === null ? 'PROCESSING' : 'SCORED',
  score,
  totalMarks: 20,
  percentage: score === null ? null : score * 5,
});

describe('rebuildRankings (npm run rerank)', () => {
  it('rebuilds each test’s set from the scored first attempts, replacing what was there', async () => {
    const rows = (...entries: AttemptEntry[]) => Object.fromEntries(entries.map((e) => [e.attemptId, e]));
    await h.cols.userResults.insertMany([
      { _id: 'u1', attempts: rows(entry('tA', 12), entry('tA', 19, 2), entry('tB', 3)) },
      { _id: 'u2', attempts: rows(entry('tA', 15), entry('tB', null)) },
      { _id: 'u3', attempts: {} },
    ]);
    await h.redis.zadd(h.ranking.key('tA'), 99, 'stale-user');

    expect(
      await rebuildRankings({
        userResults: h.cols.userResults,
        redis: h.redis,
        prefix: h.config.RANK_KEY_PREFIX,
      }),
    ).toEqual({ tests: 2, ranked: 3 });
    expect(await h.redis.zrange(h.ranking.key('tA'), 0, -1, 'WITHSCORES')).toEqual(['u1', '12', 'u2', '15']);
    expect(await h.redis.zrange(h.ranking.key('tB'), 0, -1, 'WITHSCORES')).toEqual(['u1', '3']);

    await h.redis.del(h.ranking.key('tB'));
    expect(
      await rebuildRankings({
        userResults: h.cols.userResults,
        redis: h.redis,
        prefix: h.config.RANK_KEY_PREFIX,
        onlyTest: 'tB',
      }),
    ).toEqual({ tests: 1, ranked: 1 });
    expect(await h.redis.zcard(h.ranking.key('tB'))).toBe(1);
  });
});
