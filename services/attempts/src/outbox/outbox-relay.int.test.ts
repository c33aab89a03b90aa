import { type AnyEnvelope, attemptEvents } from '@ssc/contracts';
import { createEventBus, createLogger } from '@ssc/service-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, collectEvents, startAttemptsHarness } from '../attempts-test-harness';
import { startOutboxRelay } from './outbox-relay';

let h: AttemptsHarness;
let events: Awaited<ReturnType<typeof collectEvents>>;
beforeAll(async () => {
  h = await startAttemptsHarness();
  events = await collectEvents(h.bus, h.topic);
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
    expect(await h.cols.outbox.countDocuments()).toBe(0);
  });

  it('still arrive when Kafka was unreachable while they were written', async () => {
    // The shared broker serves other test files, so the outage is a relay whose bus points at a
    // closed port; the same rows are then published by a relay on the real broker.
    const logger = createLogger('attempts-outage-test', 'silent');
    const downBus = createEventBus({ clientId: 'attempts-outage-test', brokers: ['127.0.0.1:9'], logger });
    const downRelay = startOutboxRelay({
      outbox: h.cols.outbox,
      bus: downBus,
      logger,
      intervalMs: 600_000,
      publishTimeoutMs: 1_000,
    });
    try {
      const attemptId = await takeSomeAnswers('uma');
      await expect(downRelay.flush()).rejects.toThrow(/within 1000 ms/);
      expect(await h.cols.outbox.countDocuments()).toBe(5);
      expect(ofKey(attemptId)(events.received)).toEqual([]);
      await downRelay.stop();

      expect(await h.flushOutbox()).toBe(5);
      await events.waitFor((all) => ofKey(attemptId)(all).length >= 5);
      expect(ofKey(attemptId)(events.received).map((e) => e.type)).toEqual(TYPES);
      expect(await h.cols.outbox.countDocuments()).toBe(0);
    } finally {
      await downRelay.stop();
      // kafkajs keeps retrying the dead broker for a while; nothing waits on it.
      void downBus.close().catch(() => undefined);
    }
  });
});
