import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';

const MONGO_STYLE = { ATTEMPT_PACKED_PAYLOADS: 'false', ATTEMPT_GROUP_COMMIT: 'false' };
const isBinary = (value: unknown) => (value as { _bsontype?: string } | null)?._bsontype === 'Binary';

let plain: AttemptsHarness;
beforeAll(async () => {
  plain = await startAttemptsHarness({ env: MONGO_STYLE });
});
afterAll(() => plain.close());

describe('the store with its FerretDB workarounds switched off (as on MongoDB)', () => {
  it('stores payloads as plain sub-documents, one command each, and behaves the same', async () => {
    const { attempt, ids } = await plain.begin('pia', 2);
    await plain
      .record('pia', { testAttemptId: attempt.id, questionId: ids[1], selectedAnswer: 'B', clientTs: 1 })
      .expect(200);
    await request(plain.app)
      .post(`/api/test-attempts/${attempt.id}/submit`)
      .set(plain.as('pia'))
      .send({})
      .expect(200);

    const events = await plain.cols.events.find({ attemptId: attempt.id }).toArray();
    expect(events.map((e) => e.type).sort()).toEqual([
      'AnswerRecorded',
      'AttemptStarted',
      'AttemptSubmitted',
    ]);
    expect(events.every((e) => !isBinary(e.data) && typeof e.data === 'object')).toBe(true);
    const snapshot = await plain.cols.projections.findOne({ _id: attempt.id });
    expect(snapshot?.state).toMatchObject({ status: 'SUBMITTED', id: attempt.id });
    const outbox = await plain.outbox.pending();
    expect(outbox.length).toBeGreaterThanOrEqual(3);
    expect(outbox.every((row) => !isBinary(row.envelope))).toBe(true);
    expect(await plain.flushOutbox()).toBe(outbox.length);
  });

  it('reads plain payloads with packing switched back on (a live database can change)', async () => {
    const { attempt, ids } = await plain.begin('quil', 2);
    await plain
      .record('quil', { testAttemptId: attempt.id, questionId: ids[0], selectedAnswer: 'C', clientTs: 1 })
      .expect(200);
    const packed = await startAttemptsHarness({ sameDataAs: plain });
    try {
      const view = await request(packed.app).get(`/api/test-attempts/${attempt.id}`).set(packed.as('quil'));
      expect(view.status).toBe(200);
      expect(view.body.questionAttempts[0]).toMatchObject({ selectedAnswer: 'C' });
      await packed
        .record('quil', { testAttemptId: attempt.id, questionId: ids[1], selectedAnswer: 'D', clientTs: 2 })
        .expect(200);
      const latest = await packed.cols.events.findOne({ attemptId: attempt.id, seq: 3 });
      expect(isBinary(latest?.data)).toBe(true);
    } finally {
      await packed.close();
    }
  });
});
