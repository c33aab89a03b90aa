import { deadLetter, deadLetterRetry, resultProcessing } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScoringStep } from './jobs/record-score';
import type { ScoreWorker } from './jobs/score-worker';
import { type ResultsHarness, startResultsHarness, submittedSheet } from './results-test-harness';

let h: ResultsHarness;
beforeAll(async () => {
  h = await startResultsHarness({ worker: false, scoringAttempts: 3 });
});
afterAll(() => h.close());
// A failed test must not leave its worker taking the next test's jobs.
afterEach(async () => {
  await Promise.all(h.workers.map((w) => w.close(true)));
});

let seq = 0;
const newSheet = (userId: string) => {
  seq += 1;
  const testId = `test-f${seq}-${Date.now().toString(36)}`;
  h.upstreams.addQuestions(testId, 3);
  return submittedSheet({
    attemptId: `${userId}-${testId}`,
    userId,
    testId,
    rows: [{ selectedAnswer: 'A' }, { selectedAnswer: 'A' }, { selectedAnswer: 'C' }],
  });
};

/**
 * What "scored exactly once" means in storage: one result, one scored list entry, one ranking
 * member, and ResultComputed announced (repeats carry the same envelope).
 */
async function expectScoredOnce(data: ReturnType<typeof newSheet>) {
  expect(await h.cols.results.countDocuments({ _id: data.attemptId })).toBe(1);
  expect(await h.attempts.list(data.userId)).toMatchObject([
    { attemptId: data.attemptId, status: 'SCORED', score: 3.5 },
  ]);
  expect(await h.redis.zcard(h.ranking.key(data.testId))).toBe(1);
  expect(await h.redis.zscore(h.ranking.key(data.testId), data.userId)).toBe('3.5');
  const announced = (await h.outboxEvents()).filter((e) => e.key === data.attemptId);
  expect(announced.length).toBeGreaterThanOrEqual(1);
  expect(new Set(announced.map((e) => JSON.stringify(e))).size).toBe(1);
  const res = await request(h.app).get(`/api/test-results/${data.attemptId}`).set(h.as(data.userId));
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ score: 3.5, rank: 1, rankTotal: 1 });
}

const deadLetters = async () =>
  (await request(h.app).get('/api/admin/dead-letters').set(h.asAdmin()).expect(200)).body.map((d: unknown) =>
    deadLetter.strict().parse(d),
  );

/** A hook that holds one attempt's run at `step` until released. */
function gate(step: ScoringStep, attemptId: string) {
  let reached!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((r) => {
    reached = r;
  });
  const opened = new Promise<void>((r) => {
    release = r;
  });
  return {
    arrived,
    release,
    afterStep: async (at: ScoringStep, id: string) => {
      if (at === step && id === attemptId) {
        reached();
        await opened;
      }
    },
  };
}

describe('scoring worker failures', () => {
  it('scores exactly once when a run fails after writing part of the result', async () => {
    const data = newSheet('gita');
    let thrown = 0;
    const worker = await h.startWorker({
      afterStep: async (step, id) => {
        // After the result is stored, before the MULTI (ranking, list entry, event).
        if (step === 'result' && id === data.attemptId && thrown++ === 0) throw new Error('lost Redis');
      },
    });
    try {
      const done = h.finished(data.attemptId);
      await h.submit(data);
      // The retry finds the stored result and repeats only what follows it.
      expect(await done).toMatchObject({ repeated: true, score: 3.5 });
      expect(thrown).toBe(2);
      await expectScoredOnce(data);
    } finally {
      await worker.close();
    }
  });

  it('scores exactly once when the worker is killed mid-job and another picks it up', async () => {
    const data = newSheet('hari');
    const held = gate('result', data.attemptId);
    const doomed = await h.startWorker({ afterStep: held.afterStep, lockDurationMs: 1_000 });
    let rescuer: ScoreWorker | undefined;
    try {
      await h.submit(data);
      await held.arrived;
      // Killed: its run never finishes and its lock is no longer renewed.
      await doomed.close(true);

      const done = h.finished(data.attemptId);
      rescuer = await h.startWorker({ lockDurationMs: 1_000 });
      expect(await done).toMatchObject({ repeated: true });
      await expectScoredOnce(data);
      const job = await h.queue.getJob(data.attemptId);
      expect(job?.stalledCounter).toBe(1);
    } finally {
      await doomed.close(true);
      await rescuer?.close();
    }
  });

  it('keeps scoring other attempts while one job is stuck', async () => {
    const stuck = newSheet('isha');
    const other = newSheet('jai');
    const held = gate('result', stuck.attemptId);
    const worker = await h.startWorker({ afterStep: held.afterStep });
    try {
      const otherDone = h.finished(other.attemptId);
      const stuckDone = h.finished(stuck.attemptId);
      await h.submit(stuck);
      await held.arrived;
      await h.submit(other);
      expect(await otherDone).toMatchObject({ repeated: false });
      held.release();
      expect(await stuckDone).toMatchObject({ repeated: false });
    } finally {
      held.release();
      await worker.close();
    }
  });

  it('dead-letters a job that keeps failing, with its reason, and scores it once the cause is gone', async () => {
    const data = newSheet('kavya');
    const worker = await h.startWorker();
    h.upstreams.state.catalogDown = true;
    const failed = h.finished(data.attemptId);
    await h.submit(data);
    await expect(failed).rejects.toThrow(/question bank is not reachable/);
    h.upstreams.state.catalogDown = false;

    const letters = await deadLetters();
    expect(letters.find((d: { attemptId: string }) => d.attemptId === data.attemptId)).toMatchObject({
      id: `scoring-job:${data.attemptId}`,
      source: 'scoring-job',
      reason: 'The question bank is not reachable right now; please try again shortly',
      attempts: 3,
      payload: { attemptId: data.attemptId, eventId: `${data.attemptId}:submitted` },
    });
    // Still processing for the student, and marked delayed; an operator retry scores it.
    const waiting = await request(h.app).get(`/api/test-results/${data.attemptId}`).set(h.as('kavya'));
    expect(waiting.status).toBe(202);
    expect(resultProcessing.strict().parse(waiting.body)).toEqual({
      status: 'processing',
      attemptId: data.attemptId,
      delayed: true,
    });
    expect(await h.attempts.list('kavya')).toMatchObject([{ status: 'PROCESSING', delayed: true }]);
    // Students cannot retry; an admin's retry queues the kept job again and removes the letter.
    const path = `/api/admin/dead-letters/${encodeURIComponent(`scoring-job:${data.attemptId}`)}/retry`;
    expect((await request(h.app).post(path).set(h.as('kavya'))).status).toBe(403);
    const done = h.finished(data.attemptId);
    const retried = await request(h.app).post(path).set(h.asAdmin());
    expect(retried.status).toBe(202);
    expect(deadLetterRetry.strict().parse(retried.body)).toEqual({
      id: `scoring-job:${data.attemptId}`,
      status: 'queued',
    });
    await done;
    await expectScoredOnce(data);
    expect((await deadLetters()).find((d: { attemptId: string }) => d.attemptId === data.attemptId)).toBe(
      undefined,
    );
    expect((await request(h.app).post(path).set(h.asAdmin())).body.message).toBe('Dead letter not found');
    await worker.close();
  });

  it('retries a dead-lettered job BullMQ no longer keeps from the letter’s payload', async () => {
    const data = newSheet('kiara');
    const worker = await h.startWorker();
    h.upstreams.state.catalogDown = true;
    const failed = h.finished(data.attemptId);
    await h.submit(data);
    await expect(failed).rejects.toThrow(/question bank is not reachable/);
    h.upstreams.state.catalogDown = false;
    await h.queue.remove(data.attemptId);

    const done = h.finished(data.attemptId);
    await request(h.app)
      .post(`/api/admin/dead-letters/${encodeURIComponent(`scoring-job:${data.attemptId}`)}/retry`)
      .set(h.asAdmin())
      .expect(202);
    await done;
    await expectScoredOnce(data);
    await worker.close();
  });

  it('dead-letters a malformed job payload at once', async () => {
    const worker = await h.startWorker();
    const failed = h.finished('broken-job');
    await h.queue.add('score', { attemptId: 'broken-job' } as never, { jobId: 'broken-job' });
    await expect(failed).rejects.toThrow(/malformed/);
    const letter = (await deadLetters()).find((d: { attemptId: string }) => d.attemptId === 'broken-job');
    expect(letter).toMatchObject({ source: 'scoring-job', attempts: 1 });
    expect(letter.reason).toMatch(/^The scoring job is malformed: /);
    await worker.close();
  });

  it('counts a dead-lettered live taker as settled, so nobody’s live results wait for it', async () => {
    const worker = await h.startWorker();
    const liveMockId = `lm-dead-${Date.now().toString(36)}`;
    const failed = h.finished('broken-live-job');
    const payload = { attemptId: 'broken-live-job', userId: 'hari', liveMock: { liveMockId } };
    await h.queue.add('score', payload as never, { jobId: 'broken-live-job' });
    await expect(failed).rejects.toThrow(/malformed/);
    expect(await h.ranking.liveDeadLetters(liveMockId)).toBe(1);
    expect(await h.ranking.liveDeadLetters('some-other-mock')).toBe(0);
    await worker.close();
  });

  it('dead-letters messages it cannot read and goes on with the next ones', async () => {
    const worker = await h.startWorker();
    const good = newSheet('lata');
    const done = h.finished(good.attemptId);
    await h.publishRaw(['{not json', JSON.stringify({ hello: 'world' })]);
    await h.publishRaw(
      [JSON.stringify({ ...(await envelopeOf(good)), id: 'bad-1', data: { attemptId: 'x1' } })],
      'AttemptSubmitted',
    );
    // Other event types are skipped without a trace.
    await h.publishRaw([JSON.stringify({ id: 'e', type: 'AnswerRecorded' })], 'AnswerRecorded');
    await h.submit(good);
    await done;

    await vi.waitFor(
      async () =>
        expect((await deadLetters()).filter((d: { source: string }) => d.source === 'kafka')).toHaveLength(3),
      { timeout: 15_000, interval: 200 },
    );
    const kafka = (await deadLetters()).filter((d: { source: string }) => d.source === 'kafka');
    expect(kafka.map((d: { reason: string }) => d.reason).sort()).toEqual([
      'AttemptSubmitted is malformed: data.userId: Invalid input: expected string, received undefined',
      'The message is not JSON',
      'The message is not an event envelope',
    ]);
    expect(kafka.find((d: { attemptId: string | null }) => d.attemptId === 'x1')).toBeTruthy();
    expect(kafka[0].id).toMatch(new RegExp(`^kafka:${h.attemptsTopic}:\\d+:\\d+$`));
    // A message that could not be read cannot be retried: it stays for a person to look at.
    const retry = await request(h.app)
      .post(`/api/admin/dead-letters/${encodeURIComponent(kafka[0].id)}/retry`)
      .set(h.asAdmin());
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe(
      'Only a scoring job can be retried: this message could not be read as a submission',
    );
    expect((await deadLetters()).some((d: { id: string }) => d.id === kafka[0].id)).toBe(true);
    await worker.close();
  });

  it('shows dead letters to admins only', async () => {
    expect((await request(h.app).get('/api/admin/dead-letters').set(h.as('lata'))).status).toBe(403);
    expect((await request(h.app).get('/api/admin/dead-letters')).status).toBe(401);
  });
});

const envelopeOf = async (data: ReturnType<typeof newSheet>) => ({
  id: `${data.attemptId}:submitted`,
  type: 'AttemptSubmitted',
  version: 1,
  occurredAt: data.submittedAt,
  key: data.attemptId,
  data,
});
