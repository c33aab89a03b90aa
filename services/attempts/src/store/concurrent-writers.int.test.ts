import { testAttempt } from '@ssc/contracts';
import { STORE_SETTINGS } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import type { AttemptState } from '../domain/attempt-types';
import { decide } from '../domain/decide';
import { rebuildProjections } from '../rebuild/rebuild-projections';
import { createAttemptStore } from './event-store';

// The store's workarounds on (as on FerretDB) and off (as on MongoDB): the same guarantees.
describe.each(STORE_SETTINGS)('two instances writing one attempt, $label', ({ storage }) => {
  let one: AttemptsHarness;
  let two: AttemptsHarness;
  beforeAll(async () => {
    one = await startAttemptsHarness({ storage });
    two = await startAttemptsHarness({ sameDataAs: one, storage });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('lose nothing: two writers (one per instance) each drain their answers in order, seqs stay contiguous', async () => {
    const { test, questions } = one.catalog.addTest({ questions: 30 });
    const attempt = await one.start('nia', test.id);
    // Both instances cache the attempt first, so each writes from a state the other makes stale.
    await request(two.app).get(`/api/test-attempts/${attempt.id}`).set(two.as('nia')).expect(200);

    const answers = ['A', 'B', 'C', 'D'] as const;
    // Like the screen's queue: one write in flight per writer, retried on a 503.
    const writer = async (h: AttemptsHarness, parity: number) => {
      for (let i = parity; i < questions.length; i += 2) {
        for (;;) {
          const res = await request(h.app)
            .post('/api/question-attempts')
            .set(h.as('nia'))
            .send({
              testAttemptId: attempt.id,
              questionId: questions[i]?.questionId,
              selectedAnswer: answers[i % 4],
              clientTs: 1_000 + i,
            });
          if (res.status === 503) continue;
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          expect(res.body.applied).toBe(true);
          break;
        }
      }
    };
    await Promise.all([writer(one, 0), writer(two, 1)]);

    for (const h of [one, two]) {
      const view = testAttempt.parse(
        (await request(h.app).get(`/api/test-attempts/${attempt.id}`).set(h.as('nia')).expect(200)).body,
      );
      expect(view.questionAttempts.map((q) => q.selectedAnswer)).toEqual(
        questions.map((_, i) => answers[i % 4]),
      );
      expect(view.version).toBe(31);
    }
    const seqs = (await one.cols.events.find({ attemptId: attempt.id }).toArray())
      .map((e) => e.seq)
      .sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });

  it('keep every acknowledged write when many requests hit both instances at once', async () => {
    const { test, questions } = one.catalog.addTest({ questions: 40 });
    const attempt = await one.start('noor', test.id);
    await request(two.app).get(`/api/test-attempts/${attempt.id}`).set(two.as('noor')).expect(200);
    const results = await Promise.all(
      questions.map((q, i) =>
        request((i % 2 === 0 ? one : two).app)
          .post('/api/question-attempts')
          .set(one.as('noor'))
          .send({ testAttemptId: attempt.id, questionId: q.questionId, selectedAnswer: 'B', clientTs: 7 }),
      ),
    );
    // A write that kept losing the race may be told to retry (503); none is lost silently.
    expect(results.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    const saved = (
      await request(one.app)
        .get('/api/question-attempts')
        .query({ testAttemptId: attempt.id })
        .set(one.as('noor'))
    ).body as { questionId: string }[];
    const acknowledged = questions.filter((_, i) => results[i]?.status === 200).map((q) => q.questionId);
    expect(acknowledged.length).toBeGreaterThan(questions.length / 2);
    expect(saved.map((q) => q.questionId)).toEqual(expect.arrayContaining(acknowledged));
  });

  it('order competing writes of one question by clientTs, whichever instance receives them', async () => {
    const { test, questions } = one.catalog.addTest({ questions: 2 });
    const questionId = questions[0]?.questionId;
    const attempt = await one.start('omar', test.id);
    await request(two.app).get(`/api/test-attempts/${attempt.id}`).set(two.as('omar')).expect(200);
    const writes = Array.from({ length: 12 }, (_, i) =>
      request((i % 2 === 0 ? two : one).app)
        .put(`/api/question-attempts/${attempt.id}/${questionId}`)
        .set(one.as('omar'))
        .send({ selectedAnswer: i === 7 ? 'D' : 'A', clientTs: 5_000 + (i === 7 ? 100 : i), timeSpent: i }),
    );
    for (const res of await Promise.all(writes)) expect(res.status).toBe(200);
    const saved = (
      await request(one.app)
        .get('/api/question-attempts')
        .query({ testAttemptId: attempt.id })
        .set(one.as('omar'))
    ).body;
    expect(saved[0]).toMatchObject({ selectedAnswer: 'D', clientTs: 5_100, timeSpent: 11 });
  });

  it('start one attempt when two instances race to start the same test for one student', async () => {
    const { test } = one.catalog.addTest();
    const [a, b] = await Promise.all([
      request(one.app).post('/api/test-attempts').set(one.as('pia')).send({ testId: test.id }),
      request(two.app).post('/api/test-attempts').set(one.as('pia')).send({ testId: test.id }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(
      (await request(two.app).get('/api/test-attempts/in-progress').set(one.as('pia'))).body,
    ).toHaveLength(1);
    const report = await rebuildProjections(one.connection, { check: true, storage: one.storage });
    expect(report.mismatches).toEqual([]);
  });

  it('start once when an instance that just found no attempt starts it after another instance did', async () => {
    const snapshot = one.catalog.addTest();
    const { test } = snapshot;
    const [mine, theirs] = [one, two].map((h) =>
      createAttemptStore({ connection: h.connection, topic: h.topic, outbox: h.outbox, storage: h.storage }),
    );
    const start = (userId: string) => (state: AttemptState | null) =>
      decide(
        {
          type: 'StartAttempt',
          attemptId: 'race-1',
          userId,
          testId: test.id,
          snapshot,
          attemptNumber: 1,
          compensatoryTime: false,
          language: 'ENGLISH',
        },
        state,
        new Date(),
      );
    // Mine looks first and finds nothing (so its next command skips the reads), theirs starts it.
    expect(await mine?.load('race-1')).toBeNull();
    const first = await theirs?.execute('race-1', start('qadir'));
    expect(first?.events.map((e) => e.type)).toEqual(['AttemptStarted']);
    // Mine's insert is the conflict: it catches up and decides again, on their attempt.
    const second = await mine?.execute('race-1', start('qadir'));
    expect(second?.events).toEqual([]);
    expect(second?.state).toEqual(first?.state);
    expect((await one.cols.events.find({ attemptId: 'race-1' }).toArray()).map((e) => e.seq)).toEqual([1]);
  });
});
