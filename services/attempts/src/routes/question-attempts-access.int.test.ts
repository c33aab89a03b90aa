import { ATTEMPT_MESSAGES } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';

let h: AttemptsHarness;
beforeAll(async () => {
  h = await startAttemptsHarness();
});
afterAll(() => h.close());

describe('answer writes refused', () => {
  it('answers 400 for a bad answer, a status that disagrees, an unknown question or a missing id', async () => {
    const { attempt, ids } = await h.begin('cat');
    const bad = await h.record('cat', { testAttemptId: attempt.id, questionId: ids[0], selectedAnswer: 'E' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/selectedAnswer/);
    await h
      .record('cat', {
        testAttemptId: attempt.id,
        questionId: ids[0],
        selectedAnswer: null,
        attemptStatus: 'ANSWERED',
      })
      .expect(400);
    const unknown = await h.record('cat', {
      testAttemptId: attempt.id,
      questionId: 'not-in-test',
      selectedAnswer: 'A',
    });
    expect([unknown.status, unknown.body.code]).toEqual([409, 'NOT_IN_ATTEMPT']);
    expect(unknown.body.message).toBe(ATTEMPT_MESSAGES.questionNotInAttempt);
    await h.record('cat', { questionId: ids[0], selectedAnswer: 'A' }).expect(400);
    const bulkUnknown = await request(h.app)
      .put(`/api/question-attempts/bulk/${attempt.id}`)
      .set(h.as('cat'))
      .send({
        questionUpdates: [
          { questionId: ids[0], selectedAnswer: 'A' },
          { questionId: 'zz', selectedAnswer: 'B' },
        ],
      });
    expect(bulkUnknown.status).toBe(409);
    expect((await request(h.app).get('/api/question-attempts').set(h.as('cat'))).status).toBe(400);
    expect(await h.eventTypes(attempt.id)).toEqual(['AttemptStarted']);
  });

  it('is the owner’s only: other users get 404 on every call', async () => {
    const { attempt, ids } = await h.begin('dora');
    const expect404 = async (req: request.Test) => {
      const res = await req.set(h.as('eve'));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(ATTEMPT_MESSAGES.notFound);
    };
    await expect404(
      request(h.app)
        .post('/api/question-attempts')
        .send({ testAttemptId: attempt.id, questionId: ids[0], selectedAnswer: 'A' }),
    );
    await expect404(
      request(h.app).put(`/api/question-attempts/${attempt.id}/${ids[0]}`).send({ selectedAnswer: 'A' }),
    );
    await expect404(
      request(h.app).put(`/api/question-attempts/bulk/${attempt.id}`).send({ questionUpdates: [] }),
    );
    await expect404(request(h.app).get('/api/question-attempts').query({ testAttemptId: attempt.id }));
    await expect404(request(h.app).get('/api/question-attempts').query({ testAttemptId: 'no-such-attempt' }));
    await request(h.app)
      .post('/api/question-attempts')
      .send({ testAttemptId: attempt.id, questionId: ids[0], selectedAnswer: 'A' })
      .expect(401);
  });

  it('refuses writes after submission and after deadline + grace (409)', async () => {
    const { attempt, ids } = await h.begin('fay');
    await request(h.app)
      .post(`/api/test-attempts/${attempt.id}/submit`)
      .set(h.as('fay'))
      .send({})
      .expect(200);
    const afterSubmit = await h.record('fay', {
      testAttemptId: attempt.id,
      questionId: ids[0],
      selectedAnswer: 'A',
    });
    expect(afterSubmit.status).toBe(409);
    expect(afterSubmit.body.message).toBe(ATTEMPT_MESSAGES.submitted);

    const late = await h.begin('gus');
    h.shiftClock(60 * 60_000 + 29_000);
    try {
      // Within the 30 s grace the write still counts…
      await h
        .record('gus', {
          testAttemptId: late.attempt.id,
          questionId: late.ids[0],
          selectedAnswer: 'A',
        })
        .expect(200);
      h.shiftClock(2_000);
      const res = await h.record('gus', {
        testAttemptId: late.attempt.id,
        questionId: late.ids[0],
        selectedAnswer: 'B',
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(ATTEMPT_MESSAGES.timeUp);
      await request(h.app)
        .put(`/api/test-attempts/${late.attempt.id}/auto-save`)
        .set(h.as('gus'))
        .send({})
        .expect(409);
    } finally {
      h.shiftClock(-(60 * 60_000 + 31_000));
    }
  });
});
