import { packJson, payloadEncoder } from '@ssc/service-kit';
import { collectEvents } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import { decide } from '../domain/decide';
import { ATTEMPT_COUNTERS_ID, eventId, toProjectionDoc, toState } from '../store/collections';
import { createAttemptStore } from '../store/event-store';
import { foldStream, rebuildProjections } from './rebuild-projections';

let h: AttemptsHarness;
beforeAll(async () => {
  h = await startAttemptsHarness();
});
afterAll(() => h.close());

async function busyAttempt(userId: string, submit: boolean) {
  const { test, questions } = h.catalog.addTest({ questions: 4 });
  const attempt = await h.start(userId, test.id);
  await request(h.app)
    .put(`/api/question-attempts/bulk/${attempt.id}`)
    .set(h.as(userId))
    .send({
      questionUpdates: questions.slice(0, 3).map((q, i) => ({
        questionId: q.questionId,
        selectedAnswer: 'ABC'[i],
        attemptStatus: i === 1 ? 'ANSWERED_AND_MARKED' : 'ANSWERED',
        clientTs: 10 + i,
        timeSpent: 5 * i,
      })),
    })
    .expect(200);
  await request(h.app)
    .put(`/api/test-attempts/${attempt.id}`)
    .set(h.as(userId))
    .send({ lastActiveQuestionIndex: 3, timeSpent: { [questions[3]?.questionId ?? '']: 8 } })
    .expect(200);
  if (submit)
    await request(h.app).post(`/api/test-attempts/${attempt.id}/submit`).set(h.as(userId)).expect(200);
  return attempt.id;
}

const eventsOf = async (attemptId: string) =>
  (await h.cols.events.find({ attemptId }).toArray()).sort((a, b) => a.seq - b.seq);

describe('projection rebuild', () => {
  it('folds every stream into exactly what the service serves, and agrees with the snapshots', async () => {
    const ids = [
      await busyAttempt('vic', false),
      await busyAttempt('vic', true),
      await busyAttempt('wen', true),
    ];
    // A store with nothing cached loads the snapshot and folds the events after it.
    const cold = createAttemptStore({
      connection: h.connection,
      topic: h.topic,
      outbox: h.outbox,
      storage: h.storage,
    });
    for (const id of ids) {
      const folded = foldStream(await eventsOf(id));
      expect(await cold.load(id)).toEqual(folded);
      const snapshot = toState(await h.cols.projections.findOne({ _id: id }));
      expect(foldStream((await eventsOf(id)).slice(0, snapshot?.version))).toEqual(snapshot);
    }
    const report = await rebuildProjections(h.connection, { check: true, storage: h.storage });
    expect(report.mismatches).toEqual([]);
    expect(report.streams).toBeGreaterThanOrEqual(3);
  });

  it('reports drifted projections, index and counters with --check, and repairs them without it', async () => {
    const id = await busyAttempt('xena', false);
    const live = toState(await h.cols.projections.findOne({ _id: id }));
    if (!live) throw new Error('no snapshot');
    await h.cols.projections.replaceOne(
      { _id: id },
      toProjectionDoc({ ...live, attemptNumber: 7 }, payloadEncoder(h.storage)),
    );
    await h.cols.userAttempts.deleteOne({ _id: 'xena' });
    await h.cols.counters.updateOne({ _id: ATTEMPT_COUNTERS_ID }, { $inc: { total: 5 } });

    const check = await rebuildProjections(h.connection, { check: true, storage: h.storage });
    expect(check.mismatches.map((m) => `${m.collection} ${m.id}`).sort()).toEqual(
      [`attempts ${id}`, `counters ${ATTEMPT_COUNTERS_ID}`, 'user_attempts xena'].sort(),
    );
    const fixed = await rebuildProjections(h.connection, { check: false, storage: h.storage });
    // The three drifted documents, plus any snapshot that was merely behind.
    expect(fixed.written).toBeGreaterThanOrEqual(3);
    expect((await rebuildProjections(h.connection, { check: true, storage: h.storage })).mismatches).toEqual(
      [],
    );
    // Rebuilt projections are brought fully up to date.
    expect(toState(await h.cols.projections.findOne({ _id: id }))).toEqual(foldStream(await eventsOf(id)));
  });
});

describe('a crash between the event insert and the projection', () => {
  it('is caught up on the next read, and its envelope re-recorded by the next command, reaching Kafka', async () => {
    const events = await collectEvents(h.bus, h.topic);
    const { test, questions } = h.catalog.addTest({ questions: 2 });
    const attempt = await h.start('yara', test.id);
    await h.flushOutbox();
    // What a writer that died right after its event insert leaves behind: the event, nothing else.
    const state = toState(await h.cols.projections.findOne({ _id: attempt.id }));
    const [event] = decide(
      {
        type: 'RecordAnswer',
        attemptId: attempt.id,
        userId: 'yara',
        updates: [{ questionId: questions[1]?.questionId ?? '', selectedAnswer: 'C', clientTs: 42 }],
      },
      state,
      new Date(),
    );
    if (!event) throw new Error('no event');
    const orphanId = eventId(attempt.id, 2);
    await h.cols.events.insertOne({
      _id: orphanId,
      attemptId: attempt.id,
      seq: 2,
      type: event.type,
      occurredAt: new Date().toISOString(),
      data: packJson(event.data),
    });

    // A second instance (nothing cached) reads the attempt.
    const other = await startAttemptsHarness({ sameDataAs: h });
    try {
      const view = (
        await request(other.app).get(`/api/test-attempts/${attempt.id}`).set(h.as('yara')).expect(200)
      ).body;
      expect(view).toMatchObject({ version: 2 });
      expect(view.questionAttempts[1]).toMatchObject({ selectedAnswer: 'C', clientTs: 42 });
      // A read writes nothing; the instance's next command on the attempt re-records the envelope.
      expect(await other.outbox.pending()).toEqual([]);
      await request(other.app)
        .put(`/api/test-attempts/${attempt.id}/auto-save`)
        .set(h.as('yara'))
        .send({ lastActiveQuestionIndex: 1 })
        .expect(200);
      expect((await other.outbox.pending()).map((row) => row._id)).toEqual([
        orphanId,
        eventId(attempt.id, 3),
      ]);
    } finally {
      // Its relay publishes what it wrote as it stops.
      await other.close();
    }
    // The snapshot stays at the start (it is rewritten every 25 events).
    expect(toState(await h.cols.projections.findOne({ _id: attempt.id }))?.version).toBe(1);
    await events.waitFor((all) => all.some((e) => e.id === orphanId));
    expect((await rebuildProjections(h.connection, { check: true, storage: h.storage })).mismatches).toEqual(
      [],
    );
  });

  it('is the only case a cold instance re-records: events a later event vouches for are not recorded again', async () => {
    const { attempt, ids } = await h.begin('zane', 3);
    for (const [i, selectedAnswer] of ['A', 'B', 'C', 'D'].entries())
      await h
        .record('zane', {
          testAttemptId: attempt.id,
          questionId: ids[i % 3],
          selectedAnswer,
          clientTs: i + 1,
        })
        .expect(200);
    await h.flushOutbox();
    // Each event carries the seq through which its writer knew the outbox complete.
    expect((await eventsOf(attempt.id)).map((e) => e.rt)).toEqual([0, 1, 2, 3, 4]);

    // Another instance, nothing cached, closes the attempt (as the deadline worker does): of the
    // four answers after the start's snapshot only the last, which nothing vouches for, goes
    // into its outbox again, beside its own event.
    const other = await startAttemptsHarness({ sameDataAs: h });
    try {
      await request(other.app)
        .post(`/api/test-attempts/${attempt.id}/submit`)
        .set(h.as('zane'))
        .send({})
        .expect(200);
      expect((await other.outbox.pending()).map((row) => row._id)).toEqual([
        eventId(attempt.id, 5),
        eventId(attempt.id, 6),
      ]);
      expect((await eventsOf(attempt.id)).at(-1)).toMatchObject({ type: 'AttemptSubmitted', rt: 4 });
    } finally {
      await other.close();
    }
  });
});
