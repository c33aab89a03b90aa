import { answerWriteResult, bulkAnswersResult, questionAttempt } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';

let h: AttemptsHarness;
beforeAll(async () => {
  h = await startAttemptsHarness();
});
afterAll(() => h.close());

describe('answer writes', () => {
  it('records the spec’s snake_case POST, the PUT and the bulk write, and lists saved answers', async () => {
    const { attempt, ids } = await h.begin('ann');
    const posted = await h
      .record('ann', {
        test_attempt_id: attempt.id,
        question_id: ids[0],
        selected_answer: 'b',
        attempt_status: 'ANSWERED',
        time_spent: 12,
        client_ts: 1_000,
      })
      .expect(200);
    expect(answerWriteResult.parse(posted.body)).toMatchObject({
      applied: true,
      questionAttempt: {
        testAttemptId: attempt.id,
        questionId: ids[0],
        selectedAnswer: 'B',
        timeSpent: 12,
        clientTs: 1_000,
      },
    });
    const put = await request(h.app)
      .put(`/api/question-attempts/${attempt.id}/${ids[1]}`)
      .set(h.as('ann'))
      .send({ selectedAnswer: null, attemptStatus: 'MARKED_FOR_REVIEW', timeSpent: 3, clientTs: 1_100 })
      .expect(200);
    expect(put.body).toMatchObject({
      applied: true,
      questionAttempt: { attemptStatus: 'MARKED_FOR_REVIEW' },
    });
    const bulk = await request(h.app)
      .put(`/api/question-attempts/bulk/${attempt.id}`)
      .set(h.as('ann'))
      .send({
        questionUpdates: [
          { questionId: ids[2], selectedAnswer: 'C', clientTs: 1_200, isCorrect: true, marksAwarded: 2 },
          { questionId: ids[0], selectedAnswer: 'A', clientTs: 900 },
        ],
      })
      .expect(200);
    expect(
      bulkAnswersResult.parse(bulk.body).results.map((r) => [r.applied, r.questionAttempt.selectedAnswer]),
    ).toEqual([
      [true, 'C'],
      [false, 'B'],
    ]);

    const list = await request(h.app)
      .get('/api/question-attempts')
      .query({ testAttemptId: attempt.id })
      .set(h.as('ann'));
    expect(list.status).toBe(200);
    const saved = list.body.map((q: unknown) => questionAttempt.parse(q));
    expect(
      saved.map((q: { questionId: string; selectedAnswer: string | null }) => [
        q.questionId,
        q.selectedAnswer,
      ]),
    ).toEqual([
      [ids[0], 'B'],
      [ids[1], null],
      [ids[2], 'C'],
    ]);
    expect(saved[0]).toMatchObject({ isCorrect: null, marksAwarded: null });
    expect(await h.eventTypes(attempt.id)).toEqual([
      'AttemptStarted',
      'AnswerRecorded',
      'ReviewMarkToggled',
      'AnswerRecorded',
    ]);
  });

  it('keeps the newest answer against late retries, and appends nothing for a write that changes nothing', async () => {
    const { attempt, ids } = await h.begin('ben');
    const write = (answer: string | null, clientTs: number, extra: Record<string, unknown> = {}) =>
      h.record('ben', {
        testAttemptId: attempt.id,
        questionId: ids[0],
        selectedAnswer: answer,
        clientTs,
        ...extra,
      });
    await write('A', 1_000).expect(200);
    await write('C', 3_000).expect(200);
    const late = await write('B', 2_000).expect(200);
    expect(late.body).toMatchObject({
      applied: false,
      questionAttempt: { selectedAnswer: 'C', clientTs: 3_000 },
    });
    const retry = await write('C', 3_000).expect(200);
    expect(retry.body.applied).toBe(true);
    expect(await h.eventTypes(attempt.id)).toEqual(['AttemptStarted', 'AnswerRecorded', 'AnswerRecorded']);
    // The mark alone: ReviewMarkToggled. Without clientTs the server's clock orders the write.
    const marked = await write('C', 4_000, { attemptStatus: 'ANSWERED_AND_MARKED' }).expect(200);
    expect(marked.body.questionAttempt.attemptStatus).toBe('ANSWERED_AND_MARKED');
    const unkeyed = await h
      .record('ben', {
        testAttemptId: attempt.id,
        questionId: ids[1],
        selectedAnswer: 'D',
      })
      .expect(200);
    expect(unkeyed.body.questionAttempt.clientTs).toBeGreaterThan(Date.now() - 10_000);
    expect((await h.eventTypes(attempt.id)).slice(3)).toEqual(['ReviewMarkToggled', 'AnswerRecorded']);
  });
});
