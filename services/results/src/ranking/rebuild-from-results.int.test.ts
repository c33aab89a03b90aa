import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoredEntry } from '../jobs/record-score';
import { type ResultsHarness, startResultsHarness, submittedSheet } from '../results-test-harness';
import { scoreAttempt } from '../scoring/score-attempt';
import { keyFor } from '../scoring/submitted-fixture';
import { toResultDoc } from '../store/result-doc';
import { processingEntry, userAttempts } from '../store/user-attempts';
import { rebuildFromResults } from './rebuild-from-results';

let h: ResultsHarness;
beforeAll(async () => {
  h = await startResultsHarness({ worker: false, consumer: false });
});
afterAll(() => h.close());

/** A stored result: `right` of three questions answered correctly (2 marks, −0.5 each wrong). */
const scored = (userId: string, testId: string, right: number, attemptNumber = 1) => {
  const sheet = submittedSheet({
    attemptId: `${userId}-${testId}-${attemptNumber}`,
    userId,
    testId,
    attemptNumber,
    rows: [0, 1, 2].map((i) => ({ selectedAnswer: i < right ? 'A' : 'B' })),
  });
  return scoreAttempt(sheet, keyFor(sheet), new Date('2025-03-01T11:00:00.000Z'));
};

describe('rebuildFromResults (npm run rerank)', () => {
  it('rebuilds rankings from first attempts and every user’s list, keeping attempts still being scored', async () => {
    const results = [
      scored('u1', 'tA', 2),
      scored('u1', 'tA', 3, 2),
      scored('u1', 'tB', 1),
      scored('u2', 'tA', 3),
    ];
    await h.cols.results.insertMany(results.map((r) => toResultDoc(r, h.storage)));
    // A result stored before the body was packed is read too.
    const { questionAttempts, ...legacy } = scored('u3', 'tB', 0);
    await h.connection.collection('results').insertOne({
      ...legacy,
      _id: legacy.attemptId as never,
      answers: JSON.stringify(
        questionAttempts.map((a) => [
          a.questionId,
          a.section,
          a.selectedAnswer,
          a.attemptStatus,
          a.timeSpent,
          a.correctAnswer,
          a.isCorrect,
          a.marksAwarded,
        ]),
      ),
    });
    await h.redis.zadd(h.ranking.key('tA'), 99, 'stale-user');
    const lists = userAttempts(h.redis, h.keys);
    const waiting = submittedSheet({ attemptId: 'u2-tC-1', userId: 'u2', testId: 'tC', rows: [{}] });
    await lists.markSubmitted([{ ...waiting, eventId: 'e1' }]);

    expect(await rebuildFromResults({ results: h.cols.results, redis: h.redis, keys: h.keys })).toEqual({
      tests: 2,
      ranked: 4,
      held: 0,
      liveMocks: 0,
      liveRanked: 0,
      listed: 5,
      timed: 2,
    });
    expect(await h.redis.zrange(h.ranking.key('tA'), 0, -1, 'WITHSCORES')).toEqual(['u1', '3.5', 'u2', '6']);
    expect(await h.redis.zrange(h.ranking.key('tB'), 0, -1, 'WITHSCORES')).toEqual(['u3', '-1.5', 'u1', '1']);
    const byId = (entries: { attemptId: string }[]) =>
      [...entries].sort((a, b) => a.attemptId.localeCompare(b.attemptId));
    expect(byId(await lists.list('u1'))).toEqual(byId(results.slice(0, 3).map(scoredEntry)));
    expect(byId(await lists.list('u2'))).toEqual(
      byId([scoredEntry(results[3] as never), processingEntry({ ...waiting, eventId: 'e1' })]),
    );
    expect(await lists.list('u3')).toMatchObject([{ attemptId: 'u3-tB-1', status: 'SCORED', score: -1.5 }]);

    await h.redis.del(h.ranking.key('tB'));
    expect(
      await rebuildFromResults({ results: h.cols.results, redis: h.redis, keys: h.keys, onlyTest: 'tB' }),
    ).toEqual({ tests: 1, ranked: 2, held: 0, liveMocks: 0, liveRanked: 0, listed: 2, timed: 1 });
    expect(await h.redis.zcard(h.ranking.key('tB'))).toBe(2);
  });

  it('rebuilds every test’s time histogram from first attempts (the analysis’s medians)', async () => {
    const testId = `times-${Date.now().toString(36)}`;
    const timed = (userId: string, seconds: number, attemptNumber = 1) => {
      const sheet = submittedSheet({
        attemptId: `${userId}-${testId}-${attemptNumber}`,
        userId,
        testId,
        attemptNumber,
        rows: [{ selectedAnswer: 'A', timeSpent: seconds }],
      });
      return scoreAttempt(sheet, keyFor(sheet), new Date('2025-03-01T11:00:00.000Z'));
    };
    await h.cols.results.insertMany(
      [timed('t1', 12), timed('t2', 12), timed('t3', 70), timed('t1', 3, 2)].map((r) =>
        toResultDoc(r, h.storage),
      ),
    );
    await h.redis.hset(h.keys.questionTimes(testId), '999|stale', '5');
    expect(
      await rebuildFromResults({ results: h.cols.results, redis: h.redis, keys: h.keys, onlyTest: testId }),
    ).toMatchObject({
      timed: 1,
    });
    expect(await h.redis.hgetall(h.keys.questionTimes(testId))).toEqual({
      [`12|${testId}-q1`]: '2',
      [`70|${testId}-q1`]: '1',
    });
    expect((await h.redis.smembers(h.keys.questionTimesCounted(testId))).sort()).toEqual([
      `t1-${testId}-1`,
      `t2-${testId}-1`,
      `t3-${testId}-1`,
    ]);
  });
});
