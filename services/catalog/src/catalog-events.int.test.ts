import { randomUUID } from 'node:crypto';
import { type AnyEnvelope, adminTest, questionInput, question as questionSchema } from '@ssc/contracts';
import { createLogger, startOutboxRelay } from '@ssc/service-kit';
import { type CollectedEvents, collectEvents } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, questionBody, startCatalogHarness, testBody } from './catalog-test-harness';
import { catalogOutbox, envelopeOf, outboxModel } from './outbox/outbox';
import { toQuestion, toQuestionDoc } from './questions/question-fields';
import { questionModel } from './questions/question-model';

let h: CatalogHarness;
let events: CollectedEvents;
beforeAll(async () => {
  h = await startCatalogHarness();
  events = await collectEvents(h.bus, h.topic);
});
afterAll(() => h.close());

const ofKey = (key: string) => (all: AnyEnvelope[]) => all.filter((e) => e.key === key);

describe('catalog events through the outbox', () => {
  it('publishes question and test changes as versioned envelopes keyed by entity id, in order', async () => {
    const q = await h.createQuestion({ section: 'GENERAL_AWARENESS' });
    await request(h.app)
      .put(`/api/admin/questions/${q.id}`)
      .set(h.as('admin'))
      .send(questionBody({ section: 'GENERAL_AWARENESS', questionTextEnglish: 'Edited for the event' }))
      .expect(200);
    const test = adminTest.parse(
      (
        await request(h.app)
          .post('/api/admin/tests')
          .set(h.as('admin'))
          .send(testBody([q.id]))
      ).body,
    );
    await request(h.app)
      .put(`/api/admin/tests/${test.id}`)
      .set(h.as('admin'))
      .send(testBody([q.id], { title: 'Renamed' }))
      .expect(200);
    await request(h.app).delete(`/api/admin/tests/${test.id}`).set(h.as('admin')).expect(204);
    await request(h.app).delete(`/api/admin/questions/${q.id}`).set(h.as('admin')).expect(204);

    expect(await h.flushOutbox()).toBeGreaterThanOrEqual(6);
    await events.waitFor((all) => ofKey(q.id)(all).length >= 3 && ofKey(test.id)(all).length >= 3);

    const questionEvents = ofKey(q.id)(events.received);
    expect(questionEvents.map((e) => e.type)).toEqual([
      'QuestionCreated',
      'QuestionUpdated',
      'QuestionDeleted',
    ]);
    const updated = questionSchema.parse(questionEvents[1]?.data);
    // Internal topic: the full question, answer included.
    expect(updated).toMatchObject({
      id: q.id,
      questionTextEnglish: 'Edited for the event',
      correctAnswer: 'B',
    });
    expect(questionEvents[2]?.data).toEqual({ id: q.id });

    const testEvents = ofKey(test.id)(events.received);
    expect(testEvents.map((e) => e.type)).toEqual(['TestCreated', 'TestUpdated', 'TestDeleted']);
    expect(adminTest.parse(testEvents[1]?.data)).toMatchObject({ title: 'Renamed', questionIds: [q.id] });
    expect(testEvents[1]?.data).toMatchObject({ questionSections: ['GENERAL_AWARENESS'] });
    expect(testEvents[2]?.data).toEqual({ id: test.id });
    for (const e of [...questionEvents, ...testEvents]) {
      expect(e).toMatchObject({ version: 1 });
      expect(Date.parse(e.occurredAt)).not.toBeNaN();
    }
    expect(new Set(events.received.map((e) => e.id)).size).toBe(events.received.length);
    // Published rows leave the outbox.
    expect(await outboxModel(h.connection).countDocuments()).toBe(0);
  });

  it('announces the test a new question was added to', async () => {
    const first = await h.createQuestion();
    const test = adminTest.parse(
      (
        await request(h.app)
          .post('/api/admin/tests')
          .set(h.as('admin'))
          .send(testBody([first.id]))
      ).body,
    );
    const added = await h.createQuestion({ addToTest: true, targetTestId: test.id });
    await h.flushOutbox();
    const [, update] = await events.waitFor((all) => ofKey(test.id)(all).length >= 2).then(ofKey(test.id));
    expect(update?.type).toBe('TestUpdated');
    expect(update?.data).toMatchObject({ questionIds: [first.id, added.id], totalQuestions: 2 });
  });
});

/**
 * A process that dies mid-change: the write path records the event as an intent, writes the
 * entity, and dies before marking the intent ready (the crash is the missing `ready`). A relay
 * started afterwards (a restart) must still publish the event, and must drop the intent of a
 * change whose entity write never happened.
 */
describe('a catalog change whose process dies between its two writes', () => {
  const logger = createLogger('catalog-crash-test', 'silent');
  const restartedRelay = () =>
    startOutboxRelay({
      sources: [catalogOutbox(h.connection, logger, { graceMs: 0 }).source],
      bus: h.bus,
      logger,
      intervalMs: 600_000,
    });

  it('still publishes the event once a relay runs again', async () => {
    const dying = catalogOutbox(h.connection, logger);
    const now = new Date();
    const doc = toQuestionDoc(questionInput.parse(questionBody()), randomUUID(), now);
    await dying.intend(h.topic, [envelopeOf('QuestionCreated', doc._id, toQuestion(doc), now)]);
    await questionModel(h.connection).create(doc);
    // The process dies here: the intent is never marked ready.

    // Before its grace has passed the intent is held back (its writer may still be working).
    expect(await h.flushOutbox()).toBe(0);
    expect(await outboxModel(h.connection).countDocuments()).toBe(1);

    const relay = restartedRelay();
    try {
      expect(await relay.flush()).toBe(1);
    } finally {
      await relay.stop();
    }
    const [created] = await events.waitFor((all) => ofKey(doc._id)(all).length >= 1).then(ofKey(doc._id));
    expect(created).toMatchObject({ type: 'QuestionCreated', key: doc._id, data: { id: doc._id } });
    expect(await outboxModel(h.connection).countDocuments()).toBe(0);
  });

  it('drops the event of a change that was never stored', async () => {
    const dying = catalogOutbox(h.connection, logger);
    const now = new Date();
    const doc = toQuestionDoc(questionInput.parse(questionBody()), randomUUID(), now);
    await dying.intend(h.topic, [envelopeOf('QuestionCreated', doc._id, toQuestion(doc), now)]);
    // The process dies before the question is stored.

    const relay = restartedRelay();
    try {
      expect(await relay.flush()).toBe(0);
    } finally {
      await relay.stop();
    }
    expect(await outboxModel(h.connection).countDocuments()).toBe(0);
  });
});
