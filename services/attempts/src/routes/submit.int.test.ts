import { attemptSubmittedData, testAttempt } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import { toEvent } from '../store/collections';

let h: AttemptsHarness;
beforeAll(async () => {
  h = await startAttemptsHarness();
});
afterAll(() => h.close());

const submitted = async (attemptId: string) => {
  const docs = await h.cols.events.find({ attemptId, type: 'AttemptSubmitted' }).toArray();
  return docs.map((d) => attemptSubmittedData.parse(toEvent(d).data));
};

describe('POST /api/test-attempts/:id/submit', () => {
  it('applies the final updates, records the answer sheet in test order and ignores client scores', async () => {
    const { test, questions } = h.catalog.addTest({ questions: 3 });
    const [q1, q2, q3] = questions.map((q) => q.questionId);
    const attempt = await h.start('ida', test.id);
    await request(h.app)
      .post('/api/question-attempts')
      .set(h.as('ida'))
      .send({ testAttemptId: attempt.id, questionId: q1, selectedAnswer: 'A', clientTs: 100, timeSpent: 20 })
      .expect(200);
    const res = await request(h.app)
      .post(`/api/test-attempts/${attempt.id}/submit`)
      .set(h.as('ida'))
      .send({
        testAttemptUpdates: { totalScore: '1000', percentage: 100, durationTaken: 99 },
        questionUpdates: [
          {
            questionId: q3,
            selectedAnswer: 'D',
            isCorrect: true,
            marksAwarded: 50,
            timeSpent: 7,
            clientTs: 200,
          },
          { questionId: q1, selectedAnswer: 'B', clientTs: 50 },
        ],
        reason: 'TIMER',
      })
      .expect(200);
    const view = testAttempt.parse(res.body);
    expect(view).toMatchObject({
      status: 'SUBMITTED',
      isCompleted: true,
      submitReason: 'TIMER',
      totalScore: null,
    });
    expect(view.durationTaken).toBeLessThan(1);
    const [sheet] = await submitted(attempt.id);
    expect(sheet?.answers.map((a) => [a.questionId, a.selectedAnswer, a.timeSpent])).toEqual([
      [q1, 'A', 20],
      [q2, null, 0],
      [q3, 'D', 7],
    ]);
    expect(JSON.stringify(sheet)).not.toMatch(/marksAwarded|isCorrect|1000/);
  });

  it('is idempotent: a second submit answers 200 with the submitted attempt and records nothing', async () => {
    const { test } = h.catalog.addTest();
    const attempt = await h.start('jon', test.id);
    const first = await request(h.app)
      .post(`/api/test-attempts/${attempt.id}/submit`)
      .set(h.as('jon'))
      .expect(200);
    const second = await request(h.app)
      .post(`/api/test-attempts/${attempt.id}/submit`)
      .set(h.as('jon'))
      .send({ questionUpdates: [{ questionId: 'anything', selectedAnswer: 'A' }] })
      .expect(200);
    expect(second.body).toMatchObject({
      status: 'SUBMITTED',
      submittedAt: first.body.submittedAt,
      version: first.body.version,
    });
    expect(await submitted(attempt.id)).toHaveLength(1);
    expect((await request(h.app).get('/api/test-attempts/in-progress').set(h.as('jon'))).body).toEqual([]);
  });

  it('after deadline + grace closes the attempt as DEADLINE without the late updates (still 200)', async () => {
    const { test, questions } = h.catalog.addTest({ questions: 2, durationMinutes: 10 });
    const q1 = questions[0]?.questionId;
    const attempt = await h.start('kim', test.id);
    await request(h.app)
      .post('/api/question-attempts')
      .set(h.as('kim'))
      .send({ testAttemptId: attempt.id, questionId: q1, selectedAnswer: 'C', clientTs: 1 })
      .expect(200);
    h.shiftClock(11 * 60_000);
    try {
      const res = await request(h.app)
        .post(`/api/test-attempts/${attempt.id}/submit`)
        .set(h.as('kim'))
        .send({ questionUpdates: [{ questionId: q1, selectedAnswer: 'A', clientTs: 2 }] })
        .expect(200);
      expect(res.body).toMatchObject({ status: 'SUBMITTED', submitReason: 'DEADLINE', durationTaken: 10 });
      expect(res.body.questionAttempts[0]).toMatchObject({ questionId: q1, selectedAnswer: 'C' });
      expect((await submitted(attempt.id))[0]?.answers[0]?.selectedAnswer).toBe('C');
    } finally {
      h.shiftClock(-11 * 60_000);
    }
  });

  it('reads an abandoned attempt as closed after deadline + grace, leaving the close to the worker', async () => {
    const attempt = await h.start('lea', h.catalog.addTest({ durationMinutes: 5 }).test.id);
    h.shiftClock(6 * 60_000);
    try {
      const res = await request(h.app).get(`/api/test-attempts/${attempt.id}`).set(h.as('lea')).expect(200);
      expect(res.body).toMatchObject({ status: 'SUBMITTED', submitReason: 'DEADLINE', durationTaken: 5 });
      // The read wrote no event: the close is the deadline worker's (its job is still there).
      expect(await h.cols.events.countDocuments({ attemptId: attempt.id })).toBe(1);
      expect(await h.queue.getJob(attempt.id)).toBeDefined();
    } finally {
      h.shiftClock(-6 * 60_000);
    }
  });
});
