import {
  ATTEMPT_MESSAGES,
  attemptStats,
  attemptSummary,
  internalAttemptStatus,
  progressSaved,
  testAttempt,
} from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import { CATALOG_UNAVAILABLE } from '../catalog/snapshot-client';

let h: AttemptsHarness;
beforeAll(async () => {
  h = await startAttemptsHarness();
});
afterAll(() => h.close());

describe('POST /api/test-attempts', () => {
  it('starts an attempt frozen from the catalog snapshot, with a server deadline and a deadline job', async () => {
    const { test, questions } = h.catalog.addTest({ questions: 4, durationMinutes: 90 });
    const attempt = await h.start('alice', test.id);
    expect(attempt).toMatchObject({
      userId: 'alice',
      testId: test.id,
      status: 'IN_PROGRESS',
      isCompleted: false,
      attemptNumber: 1,
      submittedAt: null,
      totalScore: null,
      version: 1,
      test: { id: test.id, durationMinutes: 90 },
      questions,
    });
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)).toBe(90 * 60_000);
    expect(attempt.questionAttempts.map((q) => [q.questionId, q.attemptStatus])).toEqual(
      questions.map((q) => [q.questionId, 'NOT_ATTEMPTED']),
    );
    const job = await h.queue.getJob(attempt.id);
    expect(job?.data).toEqual({ attemptId: attempt.id, userId: 'alice' });
    expect(await job?.isDelayed()).toBe(true);
  });

  it('returns the live attempt instead of a second one, then numbers reattempts', async () => {
    const { test } = h.catalog.addTest();
    const first = await h.start('bob', test.id);
    const again = await h.start('bob', test.id, 200);
    expect(again.id).toBe(first.id);
    // Another student starting the same test gets an attempt of their own.
    expect((await h.start('carol', test.id)).id).not.toBe(first.id);

    await request(h.app).post(`/api/test-attempts/${first.id}/submit`).set(h.as('bob')).send({}).expect(200);
    const second = await h.start('bob', test.id);
    expect(second.id).not.toBe(first.id);
    expect(second.attemptNumber).toBe(2);
  });

  it('answers 404 for an unknown test, 503 when the catalog is down, 400 without a testId, 401 without a user', async () => {
    const missing = await request(h.app).post('/api/test-attempts').set(h.as('dan')).send({ testId: 'nope' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(ATTEMPT_MESSAGES.testNotFound);

    const { test } = h.catalog.addTest();
    h.catalog.state.down = true;
    try {
      const down = await request(h.app).post('/api/test-attempts').set(h.as('dan')).send({ testId: test.id });
      expect(down.status).toBe(503);
      expect(down.body.message).toBe(CATALOG_UNAVAILABLE);
    } finally {
      h.catalog.state.down = false;
    }
    await h.start('dan', test.id);

    const bad = await request(h.app).post('/api/test-attempts').set(h.as('dan')).send({});
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/testId/);
    await request(h.app).post('/api/test-attempts').send({ testId: test.id }).expect(401);
  });
});

describe('reading and saving an attempt', () => {
  it('lists live attempts newest first and hides them from other users (404)', async () => {
    const a = await h.start('erin', h.catalog.addTest().test.id);
    const b = await h.start('erin', h.catalog.addTest().test.id);
    const list = await request(h.app).get('/api/test-attempts/in-progress').set(h.as('erin')).expect(200);
    const summaries = list.body.map((s: unknown) => attemptSummary.parse(s));
    expect(summaries.map((s: { id: string }) => s.id)).toEqual([b.id, a.id]);
    expect(summaries[0]).toMatchObject({ answeredCount: 0, attemptNumber: 1, status: 'IN_PROGRESS' });

    const other = await request(h.app).get(`/api/test-attempts/${a.id}`).set(h.as('mallory'));
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(ATTEMPT_MESSAGES.notFound);
    for (const call of [
      request(h.app).put(`/api/test-attempts/${a.id}/auto-save`).send({}),
      request(h.app).put(`/api/test-attempts/${a.id}`).send({}),
      request(h.app).post(`/api/test-attempts/${a.id}/submit`).send({}),
    ]) {
      const res = await call.set(h.as('mallory'));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(ATTEMPT_MESSAGES.notFound);
    }
    expect((await request(h.app).get('/api/test-attempts/in-progress').set(h.as('mallory'))).body).toEqual(
      [],
    );
    await request(h.app).get('/api/test-attempts/unknown-id').set(h.as('erin')).expect(404);
    await request(h.app)
      .get(`/api/test-attempts/${'x'.repeat(101)}`)
      .set(h.as('erin'))
      .expect(400);
  });

  it('saves progress through auto-save and PUT, and shows it with the time per question', async () => {
    const { test, questions } = h.catalog.addTest({ questions: 3 });
    const attempt = await h.start('frank', test.id);
    const q2 = questions[1]?.questionId ?? '';
    const saved = await request(h.app)
      .put(`/api/test-attempts/${attempt.id}/auto-save`)
      .set(h.as('frank'))
      .send({
        lastActiveAt: new Date().toISOString(),
        lastActiveQuestionIndex: 1,
        lastActiveSection: 'GENERAL_INTELLIGENCE',
        durationTaken: 1,
        timeSpent: { [q2]: 42 },
      })
      .expect(200);
    expect(progressSaved.parse(saved.body)).toMatchObject({ id: attempt.id, version: 2 });
    await request(h.app)
      .put(`/api/test-attempts/${attempt.id}`)
      .set(h.as('frank'))
      .send({ last_active_question_index: 2 })
      .expect(200);

    const view = testAttempt.parse(
      (await request(h.app).get(`/api/test-attempts/${attempt.id}`).set(h.as('frank')).expect(200)).body,
    );
    expect(view).toMatchObject({
      lastActiveQuestionIndex: 2,
      lastActiveSection: 'GENERAL_INTELLIGENCE',
      version: 3,
    });
    expect(view.questionAttempts[1]).toMatchObject({
      questionId: q2,
      timeSpent: 42,
      attemptStatus: 'NOT_ATTEMPTED',
    });
    expect(Date.parse(view.serverNow)).toBeGreaterThan(Date.now() - 5_000);

    const beyond = await request(h.app)
      .put(`/api/test-attempts/${attempt.id}/auto-save`)
      .set(h.as('frank'))
      .send({ lastActiveQuestionIndex: 3 });
    // Well formed, but this attempt has no such position (a negative one is a 400, below).
    expect([beyond.status, beyond.body.code]).toEqual([409, 'NOT_IN_ATTEMPT']);
    expect(beyond.body.message).toMatch(/lastActiveQuestionIndex/);
    await request(h.app)
      .put(`/api/test-attempts/${attempt.id}/auto-save`)
      .set(h.as('frank'))
      .send({ lastActiveQuestionIndex: -1 })
      .expect(400);
  });

  it('counts attempts for the admin stat card (admins only)', async () => {
    const admin = { userId: 'admin-1', role: 'admin', email: '' } as const;
    const statsFor = () => h.asService('catalog', admin);
    const before = attemptStats.parse(
      (await request(h.app).get('/internal/stats').set(statsFor()).expect(200)).body,
    );
    const attempt = await h.start('gina', h.catalog.addTest().test.id);
    const mid = (await request(h.app).get('/internal/stats').set(statsFor()).expect(200)).body;
    expect(mid).toEqual({ total: before.total + 1, inProgress: (before.inProgress ?? 0) + 1 });
    await request(h.app)
      .post(`/api/test-attempts/${attempt.id}/submit`)
      .set(h.as('gina'))
      .send({})
      .expect(200);
    const after = (await request(h.app).get('/internal/stats').set(statsFor()).expect(200)).body;
    expect(after).toEqual({ total: before.total + 1, inProgress: before.inProgress });
    await request(h.app)
      .get('/internal/stats')
      .set(h.asService('catalog', { userId: 'gina', role: 'student', email: '' }))
      .expect(403);
    await request(h.app).get('/internal/stats').set(h.asAdmin()).expect(404);
    await request(h.app).get('/internal/stats').expect(404);
  });

  it('tells the results service whose an attempt is and whether it is submitted', async () => {
    const attempt = await h.start('hema', h.catalog.addTest().test.id);
    const path = `/internal/attempts/${attempt.id}`;
    const live = await request(h.app).get(path).set(h.asService('results')).expect(200);
    expect(internalAttemptStatus.strict().parse(live.body)).toEqual({
      attemptId: attempt.id,
      userId: 'hema',
      status: 'IN_PROGRESS',
    });
    await request(h.app)
      .post(`/api/test-attempts/${attempt.id}/submit`)
      .set(h.as('hema'))
      .send({})
      .expect(200);
    expect((await request(h.app).get(path).set(h.asService('results'))).body.status).toBe('SUBMITTED');
    const unknown = '/internal/attempts/no-such-attempt';
    expect((await request(h.app).get(unknown).set(h.asService('results'))).status).toBe(404);
    // The owner and status of any attempt are for the results service only.
    for (const headers of [{}, h.as('hema'), h.asAdmin(), h.asService('catalog')]) {
      const res = await request(h.app).get(path).set(headers);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('hema');
    }
  });

  it('reports its dependencies on /health', async () => {
    const res = await request(h.app).get('/health').expect(200);
    expect(Object.keys(res.body.checks).sort()).toEqual(['kafka', 'mongo', 'redis']);
  });
});
