import { type AnyEnvelope, attemptEvents, testAttempt } from '@ssc/contracts';
import { type ScratchKafka, startScratchKafka } from '@ssc/infra';
import { createEventBus, createLogger, type EventBus, type OutboxRelay } from '@ssc/service-kit';
import { type CollectedEvents, collectEvents, uniqueName } from '@ssc/test-kit';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAttemptsApp } from '../app';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import { createOutboxLog, type OutboxLog } from './outbox-log';
import { relayAttemptEvents } from './outbox-relay';

let h: AttemptsHarness;
let events: CollectedEvents;
let lifecycle: CollectedEvents;
beforeAll(async () => {
  h = await startAttemptsHarness();
  events = await collectEvents(h.bus, h.topic);
  lifecycle = await collectEvents(h.bus, h.lifecycleTopic);
});
afterAll(() => h.close());

const ofKey = (key: string) => (all: AnyEnvelope[]) => all.filter((e) => e.key === key);

async function takeSomeAnswers(userId: string) {
  const { test, questions } = h.catalog.addTest({ questions: 3 });
  const attempt = await h.start(userId, test.id);
  const answer = (questionId: string | undefined, selectedAnswer: string, extra = {}) =>
    request(h.app)
      .post('/api/question-attempts')
      .set(h.as(userId))
      .send({ testAttemptId: attempt.id, questionId, selectedAnswer, ...extra })
      .expect(200);
  await answer(questions[0]?.questionId, 'A', { clientTs: 10 });
  await answer(questions[0]?.questionId, 'A', { clientTs: 11, attemptStatus: 'ANSWERED_AND_MARKED' });
  await request(h.app)
    .put(`/api/test-attempts/${attempt.id}/auto-save`)
    .set(h.as(userId))
    .send({ lastActiveQuestionIndex: 1, timeSpent: { [questions[1]?.questionId ?? '']: 5 } })
    .expect(200);
  await request(h.app).post(`/api/test-attempts/${attempt.id}/submit`).set(h.as(userId)).send({}).expect(200);
  return attempt.id;
}

const TYPES = ['AttemptStarted', 'AnswerRecorded', 'ReviewMarkToggled', 'ProgressSaved', 'AttemptSubmitted'];

describe('attempt events on Kafka', () => {
  it('are published through the outbox in stream order, keyed by attempt, with the event ids', async () => {
    const attemptId = await takeSomeAnswers('tia');
    expect(await h.flushOutbox()).toBeGreaterThanOrEqual(5);
    await events.waitFor((all) => ofKey(attemptId)(all).length >= 5);
    const mine = ofKey(attemptId)(events.received);
    expect(mine.map((e) => e.type)).toEqual(TYPES);
    expect(mine.map((e) => e.id)).toEqual([1, 2, 3, 4, 5].map((seq) => `${attemptId}:00000${seq}`));
    for (const e of mine) attemptEvents[e.type as keyof typeof attemptEvents].parse(e);
    expect(await h.outbox.pending()).toEqual([]);
  });

  it('put the start and the submission, and no answer, on the lifecycle topic too', async () => {
    const attemptId = await takeSomeAnswers('theo');
    await h.flushOutbox();
    const onStream = await events.waitFor((all) => ofKey(attemptId)(all).length >= 5).then(ofKey(attemptId));
    const onLifecycle = await lifecycle
      .waitFor((all) => ofKey(attemptId)(all).some((e) => e.type === 'AttemptSubmitted'))
      .then(ofKey(attemptId));
    expect(onLifecycle.map((e) => e.type)).toEqual(['AttemptStarted', 'AttemptSubmitted']);
    // The same envelopes as on the full stream (consumers of both dedupe by id).
    expect(onLifecycle).toEqual(
      onStream.filter((e) => e.type === 'AttemptStarted' || e.type === 'AttemptSubmitted'),
    );
    expect(
      lifecycle.received.filter((e) => !['AttemptStarted', 'AttemptSubmitted'].includes(e.type)),
    ).toEqual([]);
  });
});

/**
 * A broker of this test's own (the shared one serves other test files), stopped while answers
 * are written and started again: the same relay, never restarted or re-pointed, must deliver.
 */
describe('attempt events when Kafka goes down and comes back', () => {
  const logger = createLogger('attempts-outage-test', 'silent');
  const timing: string[] = [];
  const timed = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    const result = await run();
    timing.push(`${what} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return result;
  };
  let kafka: ScratchKafka | undefined;
  let o: AttemptsHarness | undefined;
  let bus: EventBus | undefined;
  let reader: EventBus | undefined;
  const received: AnyEnvelope[] = [];
  let relay: OutboxRelay | undefined;
  let log: OutboxLog | undefined;
  let app: Express;
  let topic: string;

  beforeAll(async () => {
    kafka = await timed('broker start', () => startScratchKafka());
    // Database, queue and catalog of its own; its relay (shared broker) is never flushed here.
    o = await startAttemptsHarness();
    topic = uniqueName('attempt_events');
    bus = createEventBus({ clientId: uniqueName('attempts-outage'), brokers: kafka.brokers, logger });
    await bus.ensureTopics([topic, `${topic}.lifecycle`], 2);
    log = createOutboxLog(o.connection);
    app = createAttemptsApp({
      connection: o.connection,
      config: o.config,
      logger,
      bus,
      deadlineQueue: o.queue,
      redis: o.redis,
      topic,
      outbox: log,
      storage: o.storage,
      fetchImpl: o.catalog.fetchImpl,
    });
    relay = relayAttemptEvents({
      log,
      connection: o.connection,
      lifecycleTopic: `${topic}.lifecycle`,
      bus,
      logger,
      intervalMs: 250,
      publishTimeoutMs: 2_000,
    });
    // A reader of its own with a short session: the group settles soon after the restart
    // (a member that crashed during the outage otherwise holds the group for the default 30 s).
    reader = createEventBus({
      clientId: uniqueName('attempts-outage-consumer'),
      brokers: kafka.brokers,
      logger,
    });
    await reader.subscribe({
      groupId: uniqueName('attempts-outage-events'),
      topics: [topic],
      sessionTimeoutMs: 6_000,
      handle: async (event) => {
        received.push(event);
      },
    });
  }, 180_000);

  afterAll(async () => {
    try {
      await relay?.stop();
      await bus?.close();
      await reader?.close();
    } finally {
      await kafka?.dispose();
      await o?.close();
      if (timing.length) console.warn(`[outbox outage] ${timing.join(', ')}`);
    }
  }, 60_000);

  const mine = (attemptId: string) => received.filter((e) => e.key === attemptId);
  const firstOfEachId = (events: AnyEnvelope[]) => [...new Map(events.map((e) => [e.id, e])).values()];

  it('are written while the broker is down and delivered by the same relay once it is back', async () => {
    if (!kafka || !o || !relay || !log) throw new Error('setup failed');
    const [broker, outboxRelay, outbox] = [kafka, relay, log];
    const userId = 'vera';
    const as = o.as(userId);
    const { test, questions } = o.catalog.addTest({ questions: 3 });
    const [q0, q1, q2] = questions.map((q) => q.questionId);
    const started = await request(app)
      .post('/api/test-attempts')
      .set(as)
      .send({ testId: test.id })
      .expect(201);
    const attemptId = testAttempt.parse(started.body).id;
    const answer = (questionId: string | undefined, selectedAnswer: string, extra = {}) =>
      request(app)
        .post('/api/question-attempts')
        .set(as)
        .send({ testAttemptId: attemptId, questionId, selectedAnswer, ...extra })
        .expect(200);
    const ids = (...seqs: number[]) => seqs.map((seq) => `${attemptId}:${String(seq).padStart(6, '0')}`);

    // Broker up: the relay publishes on its own timer.
    await answer(q0, 'A', { clientTs: 10 });
    await vi.waitFor(() => expect(mine(attemptId).map((e) => e.id)).toEqual(ids(1, 2)), {
      timeout: 30_000,
      interval: 100,
    });

    await timed('broker stop', () => broker.stop());
    // Broker down: every write still succeeds; the outbox keeps its events.
    await answer(q0, 'A', { clientTs: 11, attemptStatus: 'ANSWERED_AND_MARKED' });
    await answer(q1, 'B', { clientTs: 12 });
    await request(app)
      .put(`/api/test-attempts/${attemptId}/auto-save`)
      .set(as)
      .send({ lastActiveQuestionIndex: 1, timeSpent: { [q1 ?? '']: 5 } })
      .expect(200);
    await request(app).post(`/api/test-attempts/${attemptId}/submit`).set(as).send({}).expect(200);
    // A flush now fails (a timer flush already under way may have found nothing yet).
    await vi.waitFor(() => expect(outboxRelay.flush()).rejects.toThrow(/within 2000 ms/), {
      timeout: 30_000,
      interval: 100,
    });
    expect(await outbox.pending()).toHaveLength(4);
    expect(mine(attemptId).map((e) => e.id)).toEqual(ids(1, 2));

    const since = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
    const restarted = Date.now();
    await timed('broker restart', () => broker.start());
    // The relay publishes on its own: the outbox empties once Kafka acknowledged every row.
    await vi.waitFor(async () => expect(await outbox.pending()).toEqual([]), {
      timeout: 120_000,
      interval: 100,
    });
    timing.push(`outbox empty ${since(restarted)} after restart began`);
    await vi.waitFor(() => expect(new Set(mine(attemptId).map((e) => e.id)).size).toBe(6), {
      timeout: 120_000,
      interval: 100,
    });
    timing.push(`all consumed ${since(restarted)} after restart began`);

    const received = mine(attemptId);
    const delivered = firstOfEachId(received);
    timing.push(`${received.length - delivered.length} duplicate(s)`);
    expect(delivered.map((e) => e.id)).toEqual(ids(1, 2, 3, 4, 5, 6));
    expect(delivered.map((e) => e.type)).toEqual([
      'AttemptStarted',
      'AnswerRecorded',
      'ReviewMarkToggled',
      'AnswerRecorded',
      'ProgressSaved',
      'AttemptSubmitted',
    ]);
    for (const e of delivered) attemptEvents[e.type as keyof typeof attemptEvents].parse(e);
    // Duplicates (a publish given up on and retried) are the same envelope again.
    for (const e of received) expect(e).toEqual(delivered.find((d) => d.id === e.id));
    const submitted = attemptEvents.AttemptSubmitted.parse(delivered[5]);
    expect(submitted.data.answers).toMatchObject([
      { questionId: q0, selectedAnswer: 'A', attemptStatus: 'ANSWERED_AND_MARKED' },
      { questionId: q1, selectedAnswer: 'B', attemptStatus: 'ANSWERED' },
      { questionId: q2, selectedAnswer: null },
    ]);
  }, 180_000);
});
