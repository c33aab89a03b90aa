import { isPacked, STORE_SETTINGS } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';

describe.each(STORE_SETTINGS)('the attempts store, $label', ({ workarounds, storage }) => {
  let h: AttemptsHarness;
  beforeAll(async () => {
    h = await startAttemptsHarness({ storage });
  });
  afterAll(() => h.close());

  it(`stores payloads ${workarounds ? 'packed' : 'as plain sub-documents'} and serves the attempt`, async () => {
    const { attempt, ids } = await h.begin('pia', 2);
    await h
      .record('pia', { testAttemptId: attempt.id, questionId: ids[1], selectedAnswer: 'B', clientTs: 1 })
      .expect(200);
    await request(h.app)
      .post(`/api/test-attempts/${attempt.id}/submit`)
      .set(h.as('pia'))
      .send({})
      .expect(200);

    const events = await h.cols.events.find({ attemptId: attempt.id }).toArray();
    expect(events.map((e) => e.type).sort()).toEqual([
      'AnswerRecorded',
      'AttemptStarted',
      'AttemptSubmitted',
    ]);
    expect(events.map((e) => isPacked(e.data))).toEqual(events.map(() => workarounds));
    const snapshot = await h.cols.projections.findOne({ _id: attempt.id });
    expect(isPacked(snapshot?.state)).toBe(workarounds);
    const view = await request(h.app).get(`/api/test-attempts/${attempt.id}`).set(h.as('pia')).expect(200);
    expect(view.body).toMatchObject({ status: 'SUBMITTED', id: attempt.id });
    const outbox = await h.outbox.pending();
    expect(outbox.length).toBeGreaterThanOrEqual(3);
    expect(outbox.map((row) => isPacked(row.envelope))).toEqual(outbox.map(() => workarounds));
    expect(await h.flushOutbox()).toBe(outbox.length);
  });

  // A deployment may move from FerretDB to MongoDB (or flip STORE_WORKAROUNDS) on a live database.
  it('reads what the other setting wrote, and writes on in its own', async () => {
    const { attempt, ids } = await h.begin('quil', 2);
    await h
      .record('quil', { testAttemptId: attempt.id, questionId: ids[0], selectedAnswer: 'C', clientTs: 1 })
      .expect(200);
    const other = STORE_SETTINGS.find((s) => s.workarounds !== workarounds);
    if (!other) throw new Error('one setting only');
    const moved = await startAttemptsHarness({ sameDataAs: h, storage: other.storage });
    try {
      const view = await request(moved.app).get(`/api/test-attempts/${attempt.id}`).set(moved.as('quil'));
      expect(view.status).toBe(200);
      expect(view.body.questionAttempts[0]).toMatchObject({ selectedAnswer: 'C' });
      await moved
        .record('quil', { testAttemptId: attempt.id, questionId: ids[1], selectedAnswer: 'D', clientTs: 2 })
        .expect(200);
      const latest = await moved.cols.events.findOne({ attemptId: attempt.id, seq: 3 });
      expect(isPacked(latest?.data)).toBe(other.workarounds);
      await request(moved.app)
        .post(`/api/test-attempts/${attempt.id}/submit`)
        .set(moved.as('quil'))
        .send({})
        .expect(200);
    } finally {
      await moved.close();
    }
    // And back: the first setting reads the mixed stream.
    const back = await request(h.app).get(`/api/test-attempts/${attempt.id}`).set(h.as('quil')).expect(200);
    expect(back.body.status).toBe('SUBMITTED');
    expect(
      back.body.questionAttempts.map((q: { selectedAnswer: string | null }) => q.selectedAnswer),
    ).toEqual(['C', 'D']);
  });
});
