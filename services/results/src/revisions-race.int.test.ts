import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoringStep } from './jobs/record-score';
import { checkRankings } from './ranking/check-rankings';
import { type ResultsHarness, startResultsHarness, submittedSheet } from './results-test-harness';

/**
 * A revision decided while an attempt is being scored: its plan already saw the stored result
 * and its chunk moved the standings before the scoring run's own MULTI put the unrevised score
 * in. The scoring run must end with the revised score everywhere.
 */
let h: ResultsHarness;
const testId = `race-test-${Date.now().toString(36)}`;
const late = submittedSheet({
  attemptId: 'late-1',
  userId: 'late',
  testId,
  rows: [{ selectedAnswer: 'B' }, { selectedAnswer: 'A' }],
});
let revisionDone: Promise<void> = Promise.resolve();

beforeAll(async () => {
  h = await startResultsHarness({
    worker: {
      afterStep: async (step: ScoringStep, id: string) => {
        // Between the scoring run's last read of the rulings and its ranking MULTI.
        if (step === 'ranking' && id === late.attemptId) {
          revisionDone = revise();
          await revisionDone;
        }
      },
    },
  });
  h.upstreams.addQuestions(testId, 2);
});
afterAll(() => h.close());

async function revise(): Promise<void> {
  const res = await request(h.app)
    .post('/api/admin/answer-key-revisions')
    .set(h.asAdmin())
    .send({ testId, questionId: `${testId}-q1`, decision: 'CHANGE', correctAnswers: ['B'], note: 'B it is' });
  expect(res.status).toBe(202);
  for (let i = 0; i < 200; i++) {
    const got = await request(h.app).get(`/api/admin/answer-key-revisions/${res.body.id}`).set(h.asAdmin());
    if (got.body.status === 'DONE') {
      expect(got.body).toMatchObject({ affected: 1, rescored: 1, failed: 0 });
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the revision did not finish');
}

describe('a revision that races a scoring run', () => {
  it('ends with the revised score in the result, the ranking and the list', async () => {
    const done = h.finished(late.attemptId);
    await h.submit(late);
    await done;
    await revisionDone;
    // B right now (+2), A right (+2): 4; as sat it was −0.5 + 2 = 1.5.
    expect((await h.cols.results.findOne({ _id: late.attemptId }))?.score).toBe(4);
    expect(await h.redis.zscore(h.keys.rank(testId), 'late')).toBe('4');
    expect((await h.attempts.get('late', late.attemptId))?.score).toBe(4);
    const check = await checkRankings({
      results: h.cols.results,
      redis: h.redis,
      keys: h.keys,
      revisions: h.cols.revisions,
    });
    expect(check.diffs).toEqual([]);
    expect(check.unrevised).toEqual([]);
  });
});
