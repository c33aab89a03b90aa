import { sectionWindows, testResult } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordScore } from '../jobs/record-score';
import { type ResultsHarness, startResultsHarness, submittedSheet } from '../results-test-harness';
import { GUESS_BASIS } from './result-analysis';
import { createTimeMedians, recordQuestionTimes } from './time-medians';

let h: ResultsHarness;
beforeAll(async () => {
  h = await startResultsHarness();
});
afterAll(() => h.close());

let seq = 0;
const newTest = (n: number) => {
  seq += 1;
  const testId = `analysis-${seq}-${Date.now().toString(36)}`;
  h.upstreams.addQuestions(testId, n);
  return testId;
};

/** Submitted through Kafka and scored by the worker. */
async function submitted(data: ReturnType<typeof submittedSheet>) {
  const done = h.finished(data.attemptId);
  await h.submit(data);
  await done;
}

async function scored(data: ReturnType<typeof submittedSheet>) {
  await submitted(data);
  const res = await request(h.app).get(`/api/test-results/${data.attemptId}`).set(h.as(data.userId));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return testResult.strict().parse(res.body);
}

describe('results of the real exam through Kafka, the worker and the API', () => {
  it('scores per-section marks and the answered-and-marked rule, and reports palette states and block times', async () => {
    const testId = newTest(5);
    const sectionTimings = [
      { section: 'QUANTITATIVE_APTITUDE' as const, durationMinutes: 60 },
      { section: 'COMPUTER_KNOWLEDGE' as const, durationMinutes: 15 },
    ];
    const startedAtMs = Date.parse('2025-03-01T10:00:00.000Z');
    const data = submittedSheet({
      attemptId: `cbt-${testId}`,
      userId: 'meera',
      testId,
      rows: [
        { section: 'QUANTITATIVE_APTITUDE', selectedAnswer: 'A', timeSpent: 1200 },
        { section: 'QUANTITATIVE_APTITUDE', selectedAnswer: 'A', attemptStatus: 'ANSWERED_AND_MARKED' },
        { section: 'QUANTITATIVE_APTITUDE', visited: true, timeSpent: 0 },
        { section: 'COMPUTER_KNOWLEDGE', selectedAnswer: 'B', timeSpent: 700 },
        { section: 'COMPUTER_KNOWLEDGE', visited: false, timeSpent: 0 },
      ],
      test: {
        mode: 'CBT',
        marksPerQuestion: 3,
        negativeMarks: 1,
        totalMarks: 15,
        evaluateAnsweredAndMarked: false,
        sectionTimings,
        sectionMarking: [{ section: 'COMPUTER_KNOWLEDGE', marksPerQuestion: 1, negativeMarks: 0.25 }],
      },
      compensatoryMinutes: 25,
      sectionDeadlines: sectionWindows(startedAtMs, sectionTimings, true),
    });
    const result = await scored(data);
    expect(result.questionAttempts.map((q) => [q.cbtState, q.evaluated, q.marksAwarded])).toEqual([
      ['ANSWERED', true, 3],
      ['ANSWERED_AND_MARKED', false, 0],
      ['NOT_ANSWERED', false, 0],
      ['ANSWERED', true, -0.25],
      ['NOT_VISITED', false, 0],
    ]);
    expect(result).toMatchObject({
      mode: 'CBT',
      compensatoryMinutes: 25,
      score: 2.75,
      totalMarks: 11,
      attempted: 2,
      unattempted: 3,
    });
    expect(result.sections.map((s) => [s.section, s.score, s.totalMarks])).toEqual([
      ['QUANTITATIVE_APTITUDE', 3, 9],
      ['COMPUTER_KNOWLEDGE', -0.25, 2],
    ]);
    expect(result.sectionTimes).toEqual([
      {
        section: 'QUANTITATIVE_APTITUDE',
        sections: ['QUANTITATIVE_APTITUDE'],
        limitSeconds: 4800,
        usedSeconds: 1210,
      },
      {
        section: 'COMPUTER_KNOWLEDGE',
        sections: ['COMPUTER_KNOWLEDGE'],
        limitSeconds: 1200,
        usedSeconds: 700,
      },
    ]);
    expect(result.analysis?.markedForReview).toEqual({ answered: 1, correct: 1, accuracy: 100 });
    // Three questions at (3 − 3)/4 = 0, two at (1 − 0.75)/4 = 0.0625: 0.025 a guess on average.
    expect(result.analysis?.guessing).toMatchObject({
      expectedMarksPerBlindGuess: 0.025,
      basis: GUESS_BASIS,
    });
  });

  it("compares the student's time with everyone's median, counting each first attempt once", async () => {
    const testId = newTest(3);
    const sheet = (userId: string, times: number[], extra: { attemptNumber?: number } = {}) =>
      submittedSheet({
        attemptId: `${userId}-${testId}-${extra.attemptNumber ?? 1}`,
        userId,
        testId,
        attemptNumber: extra.attemptNumber ?? 1,
        rows: times.map((timeSpent, i) => ({
          selectedAnswer: i === 2 ? 'B' : 'A',
          timeSpent,
          ...(i === 0 ? { firstAnswer: 'C' as const } : {}),
        })),
      });
    // Nobody reads a result of the test before the last is scored: the app keeps a test's medians 30 s.
    await submitted(sheet('anil', [40, 30, 90]));
    await submitted(sheet('bela', [60, 10, 120]));
    // A reattempt is not "everyone who sat the test": its times are not counted.
    await submitted(sheet('anil', [1, 1, 1], { attemptNumber: 2 }));
    const first = sheet('chand', [20, 5, 20]);
    await submitted(first);
    // A repeated run of the same first attempt (a duplicate job) adds nothing.
    await recordScore(
      {
        cols: h.cols,
        redis: h.redis,
        keys: h.keys,
        questions: { get: async () => new Map() },
        resultsTopic: h.resultsTopic,
        clock: () => new Date(),
        storage: h.storage,
      },
      { ...first, eventId: 'again' },
    );
    const histogram = await h.redis.hgetall(h.keys.questionTimes(testId));
    const total = Object.values(histogram).reduce((sum, n) => sum + Number(n), 0);
    expect(total).toBe(9);

    const res = await request(h.app).get(`/api/test-results/${first.attemptId}`).set(h.as('chand'));
    const result = testResult.strict().parse(res.body);
    expect(result.analysis?.timeVsMedian).toEqual([
      { questionId: `${testId}-q1`, timeSpent: 20, medianTimeSpent: 40 },
      { questionId: `${testId}-q2`, timeSpent: 5, medianTimeSpent: 10 },
      { questionId: `${testId}-q3`, timeSpent: 20, medianTimeSpent: 92 },
    ]);
    // q3 (20 s against a median of 92 s, wrong) is a guess; q2 (5 s against 10 s) is not.
    expect(result.analysis?.guessing).toMatchObject({ guesses: 1, guessAccuracy: 0 });
    expect(result.analysis?.answerChanges).toEqual({ wrongToRight: 1, rightToWrong: 0, wrongToWrong: 0 });
  });

  const addTime = (testId: string, attemptId: string, timeSpent: number) => {
    const tx = h.redis.multi();
    recordQuestionTimes(tx, h.keys, {
      attemptId,
      testId,
      questionAttempts: [{ questionId: 'q', timeSpent }],
    });
    return tx.exec();
  };

  it('keeps a test’s medians for a while once it has enough takers, then reads them again', async () => {
    const testId = newTest(1);
    let now = 0;
    const medians = createTimeMedians(h.redis, h.keys, { ttlMs: 1000, now: () => now, cacheFromTakers: 2 });
    const add = (attemptId: string, timeSpent: number) => addTime(testId, attemptId, timeSpent);
    await add('a1', 10);
    await add('a2', 30);
    expect([...(await medians.forTest(testId))]).toEqual([['q', 20]]);
    await add('a3', 50);
    await add('a3', 50);
    now = 999;
    expect([...(await medians.forTest(testId))]).toEqual([['q', 20]]);
    now = 1000;
    expect([...(await medians.forTest(testId))]).toEqual([['q', 30]]);
  });

  it('reads a test with fewer takers than the cache threshold afresh each time', async () => {
    const testId = newTest(3);
    const medians = createTimeMedians(h.redis, h.keys, { ttlMs: 60_000, cacheFromTakers: 3 });
    await addTime(testId, 'b1', 10);
    expect([...(await medians.forTest(testId))]).toEqual([]);
    await addTime(testId, 'b2', 30);
    expect([...(await medians.forTest(testId))]).toEqual([['q', 20]]);
    await addTime(testId, 'b3', 50);
    expect([...(await medians.forTest(testId))]).toEqual([['q', 30]]);
    // Three takers: from now on the read is kept for the minute.
    await addTime(testId, 'b4', 70);
    expect([...(await medians.forTest(testId))]).toEqual([['q', 30]]);
  });

  it('reads an older result stored without the new fields', async () => {
    const testId = newTest(2);
    const data = submittedSheet({
      attemptId: `old-${testId}`,
      userId: 'veer',
      testId,
      rows: [{ selectedAnswer: 'A' }, {}],
    });
    // The shape results had before: every field, the answers as 8-entry tuples in JSON text.
    await h.cols.results.insertOne({
      _id: data.attemptId,
      userId: 'veer',
      testId,
      score: 2,
      countsForRank: true,
      computedAt: '2025-03-01T10:41:00.000Z',
      attemptId: data.attemptId,
      id: data.attemptId,
      title: data.test.title,
      testType: 'FULL_LENGTH',
      examType: 'SSC_CGL',
      attemptNumber: 1,
      startedAt: data.startedAt,
      submittedAt: data.submittedAt,
      durationTaken: 40,
      durationMinutes: 60,
      marksPerQuestion: 2,
      negativeMarks: 0.5,
      totalScore: '2',
      totalMarks: 4,
      percentage: 50,
      grade: 'Average',
      totalQuestions: 2,
      attempted: 1,
      correct: 1,
      incorrect: 0,
      unattempted: 1,
      accuracy: 100,
      sections: [],
      answers: JSON.stringify([
        [`${testId}-q1`, 'QUANTITATIVE_APTITUDE', 'A', 'ANSWERED', 10, 'A', true, 2],
        [`${testId}-q2`, 'QUANTITATIVE_APTITUDE', null, 'NOT_ATTEMPTED', 10, 'A', null, 0],
      ]),
    } as never);
    const res = await request(h.app).get(`/api/test-results/${data.attemptId}`).set(h.as('veer'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = testResult.strict().parse(res.body);
    expect(result.analysis).toBeUndefined();
    expect(result.sectionTimes).toBeUndefined();
    expect(result.questionAttempts.map((q) => [q.outcome, q.cbtState])).toEqual([
      ['correct', undefined],
      ['unattempted', undefined],
    ]);
  });
});
