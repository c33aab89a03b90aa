import { attemptStartedData, attemptSubmittedData, testAttempt } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import { toEvent } from '../store/collections';
import { attemptIdFor } from './start-attempt';

let h: AttemptsHarness;
beforeAll(async () => {
  h = await startAttemptsHarness();
});
afterAll(() => h.close());

const eventData = async (attemptId: string) => {
  const docs = await h.cols.events.find({ attemptId }).toArray();
  const events = docs.map(toEvent);
  return {
    started: events.filter((e) => e.type === 'AttemptStarted').map((e) => attemptStartedData.parse(e.data)),
    submitted: events
      .filter((e) => e.type === 'AttemptSubmitted')
      .map((e) => attemptSubmittedData.parse(e.data)),
  };
};

const startIn = async (userId: string, testId: string, body: Record<string, unknown>, status = 201) => {
  const res = await request(h.app)
    .post('/api/test-attempts')
    .set(h.as(userId))
    .send({ testId, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return testAttempt.parse(res.body);
};

const submit = (userId: string, attemptId: string) =>
  request(h.app).post(`/api/test-attempts/${attemptId}/submit`).set(h.as(userId)).send({}).expect(200);

describe('the paper language an attempt is started in', () => {
  it('is kept from the start and carried on AttemptSubmitted', async () => {
    const { test } = h.catalog.addTest({ questions: 2 });
    const attempt = await startIn('hema', test.id, { language: 'HINDI' });
    await submit('hema', attempt.id);
    const { started, submitted } = await eventData(attempt.id);
    expect(started.map((d) => d.language)).toEqual(['HINDI']);
    expect(submitted.map((d) => d.language)).toEqual(['HINDI']);
  });

  it('is ENGLISH when the start names none', async () => {
    const { test } = h.catalog.addTest({ questions: 2 });
    const attempt = await h.start('eric', test.id);
    await submit('eric', attempt.id);
    const { started, submitted } = await eventData(attempt.id);
    expect(started.map((d) => d.language)).toEqual(['ENGLISH']);
    expect(submitted.map((d) => d.language)).toEqual(['ENGLISH']);
  });

  it('stays as started when the attempt is resumed with another language', async () => {
    const { test } = h.catalog.addTest({ questions: 2 });
    const first = await startIn('hari', test.id, { language: 'HINDI' });
    const again = await startIn('hari', test.id, { language: 'ENGLISH' }, 200);
    expect(again.id).toBe(first.id);
    await submit('hari', first.id);
    expect((await eventData(first.id)).submitted.map((d) => d.language)).toEqual(['HINDI']);
  });

  it('refuses a language that is not ENGLISH or HINDI with 400 and starts nothing', async () => {
    const { test } = h.catalog.addTest({ questions: 2 });
    for (const language of ['FRENCH', 'hindi', 3, null]) {
      const res = await request(h.app)
        .post('/api/test-attempts')
        .set(h.as('bela'))
        .send({ testId: test.id, language });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain('language must be one of ENGLISH, HINDI');
    }
    expect(await h.cols.events.countDocuments({ attemptId: attemptIdFor('bela', test.id, 1) })).toBe(0);
    expect(await h.cols.userAttempts.findOne({ _id: 'bela' })).toBeNull();
  });
});
