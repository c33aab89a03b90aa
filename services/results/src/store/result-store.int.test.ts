import { testResult } from '@ssc/contracts';
import { isPacked, STORE_SETTINGS } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResultsHarness, startResultsHarness, submittedSheet } from '../results-test-harness';
import { scoreAttempt } from '../scoring/score-attempt';
import { keyFor } from '../scoring/submitted-fixture';
import { toResultDoc } from './result-doc';

describe.each(STORE_SETTINGS)('the results store, $label', ({ workarounds, storage }) => {
  let h: ResultsHarness;
  beforeAll(async () => {
    h = await startResultsHarness({ storage });
  });
  afterAll(() => h.close());

  const getResult = async (userId: string, attemptId: string) => {
    const res = await request(h.app).get(`/api/test-results/${attemptId}`).set(h.as(userId));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return testResult.strict().parse(res.body);
  };

  it(`scores a burst of submissions and stores each body ${workarounds ? 'packed' : 'as a plain sub-document'}`, async () => {
    const testId = `burst-${workarounds}-${Date.now().toString(36)}`;
    h.upstreams.addQuestions(testId, 4);
    // Concurrent jobs: one insert command for many with group commit, one each without.
    const sheets = Array.from({ length: 12 }, (_, i) =>
      submittedSheet({
        attemptId: `${testId}-u${i}`,
        userId: `u${i}`,
        testId,
        rows: [0, 1, 2, 3].map((q) => ({ selectedAnswer: q < i % 5 ? 'A' : 'B' })),
      }),
    );
    const done = Promise.all(sheets.map((s) => h.finished(s.attemptId)));
    for (const s of sheets) await h.submit(s);
    await done;

    const docs = await h.cols.results.find({ testId }).toArray();
    expect(docs).toHaveLength(12);
    expect(docs.map((d) => isPacked(d.body))).toEqual(docs.map(() => workarounds));
    for (const [i, s] of sheets.entries()) {
      const correct = Math.min(i % 5, 4);
      const result = await getResult(s.userId, s.attemptId);
      expect(result.score).toBe(2 * correct - 0.5 * (4 - correct));
      expect(result.questionAttempts.map((a) => a.selectedAnswer)).toEqual(
        s.answers.map((a) => a.selectedAnswer),
      );
    }
  });

  // A deployment may move from FerretDB to MongoDB (or flip STORE_WORKAROUNDS) on a live database.
  it('serves a result stored by the other setting exactly as one of its own', async () => {
    const other = STORE_SETTINGS.find((s) => s.workarounds !== workarounds);
    if (!other) throw new Error('one setting only');
    const sheet = submittedSheet({
      attemptId: `moved-${workarounds}-${Date.now().toString(36)}`,
      userId: 'mira',
      rows: [{ selectedAnswer: 'A', timeSpent: 30 }, { selectedAnswer: null }, { selectedAnswer: 'C' }],
    });
    const result = scoreAttempt(sheet, keyFor(sheet), new Date('2025-03-01T11:00:00.000Z'));
    const ours = { ...result, attemptId: `${result.attemptId}-ours` };
    await h.cols.results.insertMany([toResultDoc(result, other.storage), toResultDoc(ours, storage)]);
    const stored = await h.cols.results.findOne({ _id: result.attemptId });
    expect(isPacked(stored?.body)).toBe(other.workarounds);
    const theirs = await getResult('mira', result.attemptId);
    expect({ ...theirs, attemptId: ours.attemptId }).toEqual(await getResult('mira', ours.attemptId));
  });
});
