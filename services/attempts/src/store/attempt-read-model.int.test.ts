import { STORE_SETTINGS } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import type { AttemptState } from '../domain/attempt-types';
import { type AttemptReadModel, createAttemptReadModel } from './attempt-read-model';
import { createAttemptStore } from './event-store';

describe.each(STORE_SETTINGS)('attempt read model, $label', ({ storage }) => {
  let h: AttemptsHarness;
  let reads: AttemptReadModel;
  const overdue: string[] = [];
  const later = (ms: number) => new Date(Date.now() + ms);

  beforeAll(async () => {
    h = await startAttemptsHarness({ storage });
    // A second instance's view: its own store and cache over the same database.
    reads = createAttemptReadModel({
      cols: h.cols,
      store: createAttemptStore({
        connection: h.connection,
        topic: h.topic,
        outbox: h.outbox,
        storage: h.storage,
      }),
      policy: { graceMs: 30_000 },
      overdue: async (state: AttemptState) => {
        overdue.push(state.id);
      },
    });
  });
  afterAll(() => h.close());

  const submit = (userId: string, attemptId: string) =>
    request(h.app).post(`/api/test-attempts/${attemptId}/submit`).set(h.as(userId)).send({}).expect(200);
  const eventCount = (attemptId: string) => h.cols.events.countDocuments({ attemptId });

  it('lists only live attempts, newest first, whatever the index still says', async () => {
    const older = await h.start('uma', h.catalog.addTest().test.id);
    const newer = await h.start('uma', h.catalog.addTest().test.id);
    const done = await h.start('uma', h.catalog.addTest().test.id);
    await submit('uma', done.id);
    const short = await h.start('uma', h.catalog.addTest({ durationMinutes: 1 }).test.id);
    const someoneElses = await h.start('vic', h.catalog.addTest().test.id);
    // An index that lags (a crash between the submission and its index entry) and one that
    // names another user's attempt: the states decide.
    const entry = (a: typeof done) => ({
      testId: a.testId,
      status: 'IN_PROGRESS' as const,
      startedAt: a.startedAt,
      deadline: a.deadline,
      submittedAt: null,
      attemptNumber: 1,
    });
    await h.cols.userAttempts.updateOne(
      { _id: 'uma' },
      {
        $set: { [`attempts.${done.id}`]: entry(done), [`attempts.${someoneElses.id}`]: entry(someoneElses) },
      },
    );

    const ids = async (now: Date) => (await reads.liveAttempts('uma', now)).map((s) => s.id);
    expect(await ids(new Date())).toEqual([short.id, newer.id, older.id]);
    // Past the one-minute test's deadline it is no longer live (grace or not).
    expect(await ids(later(61_000))).toEqual([newer.id, older.id]);
    expect(await reads.liveAttempts('nobody', new Date())).toEqual([]);
  });

  it('counts the attempts at a test and finds the live one', async () => {
    const { test } = h.catalog.addTest();
    expect(await reads.attemptsAtTest('wes', test.id, new Date())).toEqual({ started: 0, live: null });
    const first = await h.start('wes', test.id);
    await submit('wes', first.id);
    const second = await h.start('wes', test.id);
    const at = await reads.attemptsAtTest('wes', test.id, new Date());
    expect(at.started).toBe(2);
    expect(at.live?.id).toBe(second.id);
    expect((await reads.attemptsAtTest('wes', test.id, later(61 * 60_000))).live).toBeNull();
  });

  it('reads an overdue attempt as closed without writing, and asks for the close', async () => {
    const attempt = await h.start('xan', h.catalog.addTest({ durationMinutes: 1 }).test.id);
    const before = await eventCount(attempt.id);
    expect((await reads.attempt(attempt.id, later(30_000)))?.status).toBe('IN_PROGRESS');
    expect(overdue).not.toContain(attempt.id);

    const read = await reads.attempt(attempt.id, later(95_000));
    expect(read).toMatchObject({ status: 'SUBMITTED', submitReason: 'DEADLINE', durationTaken: 1 });
    expect(read?.submittedAt).toBe(new Date(Date.parse(attempt.deadline) + 30_000).toISOString());
    expect(overdue).toContain(attempt.id);
    expect(await eventCount(attempt.id)).toBe(before);
    expect(await reads.attempt('no-such-attempt', new Date())).toBeNull();
  });

  it('reads the counters', async () => {
    const before = await reads.counters();
    const attempt = await h.start('yul', h.catalog.addTest().test.id);
    expect(await reads.counters()).toEqual({
      total: before.total + 1,
      inProgress: (before.inProgress ?? 0) + 1,
    });
    await submit('yul', attempt.id);
    expect(await reads.counters()).toEqual({ total: before.total + 1, inProgress: before.inProgress });
  });
});
