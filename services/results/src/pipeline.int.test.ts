import {
  anyEnvelope,
  dashboardStats,
  resultEvents,
  solutionsResponse,
  testResult,
  userAttempt,
} from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ResultsHarness, startResultsHarness, submittedSheet } from './results-test-harness';

let h: ResultsHarness;
beforeAll(async () => {
  // No worker yet: the first test looks at an attempt while it waits to be scored.
  h = await startResultsHarness({ worker: false });
});
afterAll(() => h.close());

let seq = 0;
/** A fresh test of `n` questions (answer A) in the fake catalog. */
const newTest = (n = 4) => {
  seq += 1;
  const testId = `test-${seq}-${Date.now().toString(36)}`;
  h.upstreams.addQuestions(testId, n);
  return testId;
};
/** `correct` right answers, then wrong ones, on a 4-question test: score = 2·correct − 0.5·wrong. */
const sheet = (userId: string, testId: string, correct: number, extra: { attemptNumber?: number } = {}) =>
  submittedSheet({
    attemptId: `${userId}-${testId}-${extra.attemptNumber ?? 1}`,
    userId,
    testId,
    attemptNumber: extra.attemptNumber ?? 1,
    rows: [0, 1, 2, 3].map((i) => ({ selectedAnswer: i < correct ? 'A' : 'B' })),
  });

const getResult = (userId: string, attemptId: string) =>
  request(h.app).get(`/api/test-results/${attemptId}`).set(h.as(userId));

async function scored(data: ReturnType<typeof sheet>) {
  const done = h.finished(data.attemptId);
  await h.submit(data);
  await done;
  const res = await getResult(data.userId, data.attemptId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return testResult.strict().parse(res.body);
}

describe('scoring pipeline', () => {
  it('says processing, not "not found", for a submission that has not arrived through Kafka yet', async () => {
    const testId = newTest();
    const data = sheet('bina', testId, 1);
    // Attempts knows it is submitted; its event is still on the way (never published here).
    h.upstreams.attemptStatuses.set(data.attemptId, {
      attemptId: data.attemptId,
      userId: 'bina',
      status: 'SUBMITTED',
    });
    const early = await getResult('bina', data.attemptId);
    expect(early.status).toBe(202);
    expect(early.body).toEqual({ status: 'processing', attemptId: data.attemptId, delayed: false });
    // Someone else's, or not submitted yet: still not found.
    expect((await getResult('ravi', data.attemptId)).status).toBe(404);
    h.upstreams.attemptStatuses.set(data.attemptId, {
      attemptId: data.attemptId,
      userId: 'bina',
      status: 'IN_PROGRESS',
    });
    expect((await getResult('bina', data.attemptId)).status).toBe(404);
  });

  it('takes a submission from Kafka to a result: 202 while it waits, then 200 with rank and percentile', async () => {
    const testId = newTest();
    h.upstreams.names.set('asha', 'Asha Verma');
    const data = sheet('asha', testId, 3);
    await h.submit(data);
    await vi.waitFor(async () => expect(await h.queue.getJob(data.attemptId)).toBeTruthy(), {
      timeout: 30_000,
      interval: 100,
    });

    const waiting = await getResult('asha', data.attemptId);
    expect(waiting.status).toBe(202);
    expect(waiting.body).toEqual({ status: 'processing', attemptId: data.attemptId, delayed: false });
    // Not yours, or never submitted: 404 either way.
    expect((await getResult('ravi', data.attemptId)).status).toBe(404);
    expect((await getResult('asha', 'no-such-attempt')).body.message).toBe('Test attempt not found');
    const listed = await request(h.app).get('/api/user-attempts').set(h.as('asha'));
    expect(listed.body.map((a: unknown) => userAttempt.strict().parse(a))).toMatchObject([
      { id: data.attemptId, status: 'PROCESSING', totalScore: null, percentage: null },
    ]);
    const early = await request(h.app).get(`/api/test-solutions/${data.attemptId}`).set(h.as('asha'));
    expect(early.status).toBe(404);
    expect(early.body.message).toBe('Solutions are not available yet: the attempt is still being scored');

    const done = h.finished(data.attemptId);
    await h.startWorker();
    expect(await done).toEqual({ repeated: false, score: 5.5, countsForRank: true });

    const res = await getResult('asha', data.attemptId);
    expect(res.status).toBe(200);
    const result = testResult.strict().parse(res.body);
    expect(result).toMatchObject({
      id: data.attemptId,
      userId: 'asha',
      testId,
      score: 5.5,
      totalScore: '5.5',
      totalMarks: 8,
      percentage: 68.75,
      grade: 'Good',
      correct: 3,
      incorrect: 1,
      countsForRank: true,
      rank: 1,
      rankTotal: 1,
      percentile: 100,
      topRankers: [{ rank: 1, displayName: 'Asha Verma', score: 5.5 }],
    });
    expect(result.rankPredictor.distribution).toEqual([{ from: 5.5, to: 5.5, count: 1 }]);
    expect(result.rankPredictor.predictions).toContainEqual({ score: 5.5, rank: 1, percentile: 100 });
    expect((await getResult('ravi', data.attemptId)).status).toBe(404);
    expect(await h.redis.zscore(h.ranking.key(testId), 'asha')).toBe('5.5');

    // ResultComputed leaves through the outbox.
    expect((await h.outboxEvents()).map((e) => e.id)).toEqual([`ResultComputed:${data.attemptId}`]);
    expect(await h.flushOutbox()).toBe(1);
    expect(await h.outboxEvents()).toEqual([]);
  });

  it('publishes ResultComputed on the results topic', async () => {
    const testId = newTest();
    const data = sheet('meera', testId, 4);
    await scored(data);
    const received: unknown[] = [];
    await h.bus.subscribe({
      groupId: `results-test-events-${Date.now()}`,
      topics: [h.resultsTopic],
      handle: async (e) => {
        received.push(e);
      },
    });
    await h.flushOutbox();
    await vi.waitFor(() => expect(received.map((e) => anyEnvelope.parse(e).key)).toContain(data.attemptId), {
      timeout: 30_000,
      interval: 100,
    });
    const event = received.map((e) => anyEnvelope.parse(e)).find((e) => e.key === data.attemptId);
    expect(resultEvents.ResultComputed.parse(event).data).toMatchObject({
      attemptId: data.attemptId,
      userId: 'meera',
      testId,
      score: 8,
      percentage: 100,
      countsForRank: true,
    });
  });

  it('counts a duplicated or redelivered submission once', async () => {
    const testId = newTest();
    const data = sheet('kiran', testId, 2);
    const done = h.finished(data.attemptId);
    await h.submit(data);
    await h.submit(data);
    await h.submit(data, 'another-event-id');
    await done;

    // Redelivered while BullMQ still holds the finished job: nothing runs, and the list entry
    // stays scored (the consumer only adds an entry that is not there).
    await h.submit(data);
    await h.consumedAll();
    const list = (await request(h.app).get('/api/user-attempts').set(h.as('kiran'))).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'SCORED', totalScore: '3' });

    // Redelivered after the job is gone: a new job finds the stored result and changes nothing.
    await h.queue.remove(data.attemptId);
    const again = h.finished(data.attemptId);
    await h.submit(data, 'a-third-event-id');
    expect(await again).toMatchObject({ repeated: true, score: 3 });

    expect(await h.redis.zcard(h.ranking.key(testId))).toBe(1);
    expect(await h.attempts.list('kiran')).toMatchObject([{ attemptId: data.attemptId, status: 'SCORED' }]);
    expect(await h.cols.results.countDocuments({ userId: 'kiran' })).toBe(1);
    // The repeated run re-announces the stored result under the same envelope.
    const announced = (await h.outboxEvents()).filter((e) => e.key === data.attemptId);
    expect(announced).toHaveLength(2);
    expect(announced[1]).toEqual(announced[0]);
    const stats = dashboardStats.parse(
      (await request(h.app).get('/api/dashboard-stats').set(h.as('kiran')).expect(200)).body,
    );
    expect(stats.attemptCounts.FULL_LENGTH).toBe(1);
  });

  it('moves a student’s rank and percentile as others finish, and never ranks a reattempt', async () => {
    const testId = newTest();
    const a = await scored(sheet('anil', testId, 2)); // 3
    expect(a).toMatchObject({ rank: 1, rankTotal: 1, percentile: 100 });

    const b = await scored(sheet('bela', testId, 4)); // 8
    expect(b).toMatchObject({ rank: 1, rankTotal: 2, percentile: 100 });
    const a2 = testResult.parse((await getResult('anil', a.attemptId)).body);
    expect(a2).toMatchObject({ rank: 2, rankTotal: 2, percentile: 50 });

    const c = await scored(sheet('chetan', testId, 2)); // 3, ties anil
    expect(c).toMatchObject({ rank: 2, rankTotal: 3, percentile: 66.67 });
    const a3 = testResult.parse((await getResult('anil', a.attemptId)).body);
    expect(a3).toMatchObject({ rank: 2, rankTotal: 3, percentile: 66.67 });
    expect(a3.topRankers.map((t) => [t.rank, t.score])).toEqual([
      [1, 8],
      [2, 3],
      [2, 3],
    ]);
    expect(a3.topRankers.map((t) => t.displayName)).toEqual(['Student', 'Student', 'Student']);

    // anil tries again and does better: shown where it would have ranked, the ranking is unchanged.
    const again = await scored(sheet('anil', testId, 4, { attemptNumber: 2 }));
    expect(again).toMatchObject({ countsForRank: false, score: 8, rank: 1, rankTotal: 4, percentile: 100 });
    expect(await h.redis.zcard(h.ranking.key(testId))).toBe(3);
    expect(await h.redis.zscore(h.ranking.key(testId), 'anil')).toBe('3');
    expect(testResult.parse((await getResult('bela', b.attemptId)).body)).toMatchObject({
      rank: 1,
      rankTotal: 3,
      percentile: 100,
    });

    const predictor = a3.rankPredictor;
    expect(predictor.distribution.at(0)).toMatchObject({ from: 3 });
    expect(predictor.distribution.at(-1)).toMatchObject({ to: 8 });
    expect(predictor.distribution.reduce((n, d) => n + d.count, 0)).toBe(3);
    expect(predictor.predictions).toEqual([
      { score: 7.2, rank: 2, percentile: 75 },
      { score: 6, rank: 2, percentile: 75 },
      { score: 4, rank: 2, percentile: 75 },
      { score: 3, rank: 2, percentile: 66.67 },
      { score: 2, rank: 4, percentile: 25 },
    ]);
  });

  it('puts a first attempt back in a ranking Redis lost, on read', async () => {
    const testId = newTest();
    const a = await scored(sheet('dev', testId, 1));
    await h.redis.del(h.ranking.key(testId));
    const res = testResult.parse((await getResult('dev', a.attemptId)).body);
    expect(res).toMatchObject({ rank: 1, rankTotal: 1, percentile: 100 });
    expect(await h.redis.zscore(h.ranking.key(testId), 'dev')).toBe(String(a.score));
  });

  it('serves solutions to the owner with texts, answers, marks and bookmarks', async () => {
    const testId = newTest(4);
    const data = sheet('esha', testId, 1);
    data.answers[3] = { ...data.answers[3], selectedAnswer: null, attemptStatus: 'NOT_ATTEMPTED' } as never;
    await scored(data);
    await request(h.app)
      .post('/api/question-bookmarks')
      .set(h.as('esha'))
      .send({ questionId: `${testId}-q2`, attemptId: data.attemptId })
      .expect(201);

    // Deleted from the bank since: its card stays, with the answer as scored and no texts.
    h.upstreams.questions.delete(`${testId}-q4`);

    const res = await request(h.app).get(`/api/test-solutions/${data.attemptId}`).set(h.as('esha'));
    expect(res.status).toBe(200);
    solutionsResponse.strict().parse(res.body);
    expect(res.body.solutions[3]).toMatchObject({
      questionTextEnglish: null,
      explanationEnglish: null,
      difficulty: 'MEDIUM',
      correctAnswer: 'A',
      outcome: 'unattempted',
    });
    expect(res.body.attempt).toMatchObject({
      id: data.attemptId,
      testId,
      totalScore: '1',
      totalMarks: 8,
      sections: ['QUANTITATIVE_APTITUDE'],
    });
    expect(
      res.body.solutions.map((s: Record<string, unknown>) => [s.outcome, s.marks, s.bookmarked]),
    ).toEqual([
      ['correct', 2, false],
      ['incorrect', -0.5, true],
      ['incorrect', -0.5, false],
      ['unattempted', 0, false],
    ]);
    expect(res.body.solutions[1]).toMatchObject({
      questionTextEnglish: `Question 2 of ${testId}`,
      optionBHindi: 'दो',
      correctAnswer: 'A',
      selectedAnswer: 'B',
      explanationEnglish: 'Because A.',
      difficulty: 'EASY',
      marksPerQuestion: 2,
      negativeMarks: 0.5,
    });
    expect(
      (await request(h.app).get(`/api/test-solutions/${data.attemptId}`).set(h.as('other'))).status,
    ).toBe(404);
  });

  it('summarises the dashboard from the user’s scored attempts, newest first', async () => {
    const t1 = newTest();
    const t2 = newTest();
    const first = sheet('farah', t1, 4);
    const second = { ...sheet('farah', t2, 2), submittedAt: '2025-03-02T10:00:00.000Z' };
    second.test = { ...second.test, testType: 'MINI_QUIZ' };
    await scored(first);
    await scored(second);
    const stats = dashboardStats
      .strict()
      .parse((await request(h.app).get('/api/dashboard-stats').set(h.as('farah'))).body);
    expect(stats.attemptCounts).toEqual({
      FULL_LENGTH: 1,
      PREVIOUS_YEAR: 0,
      SECTIONAL: 0,
      CHAPTER_WISE: 0,
      MINI_QUIZ: 1,
    });
    expect(stats.avgScore).toBe(68.8); // (100 + 37.5) / 2
    expect(stats.recentAttempts.map((r) => r.id)).toEqual([second.attemptId, first.attemptId]);
    const quizzes = await request(h.app).get('/api/user-attempts?testType=MINI_QUIZ').set(h.as('farah'));
    expect(quizzes.body.map((a: { id: string }) => a.id)).toEqual([second.attemptId]);
    const all = await request(h.app).get('/api/user-attempts').set(h.as('farah'));
    expect(all.body).toHaveLength(2);
    // A testType outside the documented list, blank and "all" included, is a 400 naming it.
    for (const testType of ['NOPE', '', 'all']) {
      const bad = await request(h.app).get(`/api/user-attempts?testType=${testType}`).set(h.as('farah'));
      expect([bad.status, bad.body.message], testType).toEqual([400, expect.stringMatching(/^testType/)]);
    }
    const empty = await request(h.app).get('/api/dashboard-stats').set(h.as('newcomer'));
    expect(empty.body).toMatchObject({ avgScore: 0, recentAttempts: [] });
    expect((await request(h.app).get('/api/dashboard-stats')).status).toBe(401);
  });
});
