import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResultsHarness, startResultsHarness, submittedSheet } from '../results-test-harness';
import { scoreAttempt } from '../scoring/score-attempt';
import { keyFor } from '../scoring/submitted-fixture';
import { toResultDoc } from '../store/result-doc';
import { checkRankings } from './check-rankings';
import { rebuildFromResults } from './rebuild-from-results';

let h: ResultsHarness;
beforeAll(async () => {
  h = await startResultsHarness({ worker: false, consumer: false });
});
afterAll(() => h.close());

const NOW = new Date('2026-05-10T12:00:00.000Z');
const liveMockId = `lm-check-${Date.now().toString(36)}`;
/** Released an hour before NOW; the other mock releases an hour after it. */
const released = {
  liveMockId,
  endsAt: '2026-05-10T10:55:00.000Z',
  resultsReleaseAt: '2026-05-10T11:00:00.000Z',
};
const ahead = {
  liveMockId: `${liveMockId}-ahead`,
  endsAt: '2026-05-10T12:55:00.000Z',
  resultsReleaseAt: '2026-05-10T13:00:00.000Z',
};

const scored = (userId: string, testId: string, right: number, liveMock?: typeof released) => {
  const sheet = submittedSheet({
    attemptId: `${userId}-${testId}-1`,
    userId,
    testId,
    rows: [0, 1, 2].map((i) => ({ selectedAnswer: i < right ? 'A' : 'B' })),
    ...(liveMock ? { liveMock } : {}),
  });
  return scoreAttempt(sheet, keyFor(sheet), new Date('2026-05-10T10:00:00.000Z'));
};

describe('checkRankings (npm run rerank -- --check)', () => {
  it('finds rankings in step with the stored results after a rebuild, and names every difference after damage, writing nothing', async () => {
    const test = `t-check-${Date.now().toString(36)}`;
    const heldTest = `${test}-held`;
    await h.cols.results.insertMany(
      [
        scored('u1', test, 3, released),
        scored('u2', test, 1, released),
        scored('u3', test, 2),
        scored('u4', heldTest, 2, ahead),
      ].map((r) => toResultDoc(r, h.storage)),
    );
    const target = { results: h.cols.results, redis: h.redis, keys: h.keys, now: NOW };
    await rebuildFromResults(target);
    const clean = await checkRankings(target);
    expect(clean.diffs).toEqual([]);
    expect(clean.entries).toBe(4);

    // A held entry whose release passed counts as ranked (the standing script moves it on read).
    await h.redis.zrem(h.keys.rank(test), 'u1');
    await h.redis.zadd(h.keys.heldRank(test), Date.parse(released.resultsReleaseAt), '6:u1');
    expect((await checkRankings(target)).diffs).toEqual([]);

    await h.redis.zadd(h.keys.rank(test), 99, 'u2'); // a wrong score
    await h.redis.zrem(h.keys.liveRank(liveMockId), 'u1'); // a taker missing from the live ranking
    await h.redis.zadd(h.keys.liveRank(liveMockId), 5, 'ghost'); // a taker with no result
    await h.redis.del(h.keys.heldRank(heldTest)); // a withheld result lost
    const before = await h.redis.zrange(h.keys.rank(test), 0, -1, 'WITHSCORES');
    const damaged = await checkRankings(target);
    const byKey = Object.fromEntries(damaged.diffs.map((d) => [d.key, d]));
    expect(byKey[h.keys.rank(test)]).toEqual({
      key: h.keys.rank(test),
      missing: [],
      extra: [],
      wrongScore: [{ member: 'u2', expected: 1, actual: 99 }],
    });
    expect(byKey[h.keys.liveRank(liveMockId)]).toMatchObject({ missing: ['u1'], extra: ['ghost'] });
    expect(byKey[h.keys.heldRank(heldTest)]).toMatchObject({ missing: ['3.5:u4'] });
    expect(damaged.diffs).toHaveLength(3);
    expect(await h.redis.zrange(h.keys.rank(test), 0, -1, 'WITHSCORES')).toEqual(before);
  });
});
