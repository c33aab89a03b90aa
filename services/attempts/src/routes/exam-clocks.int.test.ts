import {
  ATTEMPT_MESSAGES,
  attemptStartedData,
  attemptSubmittedData,
  progressSavedData,
  type TestAttempt,
  testAttempt,
} from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import { ACCOMMODATIONS_UNAVAILABLE } from '../auth/accommodations-client';
import type { AttemptEvent } from '../domain/attempt-types';
import { toEvent } from '../store/collections';

// Through the app: compensatory time from auth, timed blocks, visited questions, first answers.
let h: AttemptsHarness;
beforeAll(async () => {
  h = await startAttemptsHarness();
});
afterAll(() => h.close());

const MIN = 60_000;
const GRACE = 30_000;

const eventsOf = async (attemptId: string, type: AttemptEvent['type']) =>
  (await h.cols.events.find({ attemptId, type }).toArray()).sort((a, b) => a.seq - b.seq).map(toEvent);

const resume = async (userId: string, attemptId: string): Promise<TestAttempt> =>
  testAttempt.parse(
    (await request(h.app).get(`/api/test-attempts/${attemptId}`).set(h.as(userId)).expect(200)).body,
  );

/** Two one-minute blocks: Quant + Reasoning (q1, q2), then English + GA (q3, q4). */
const timedTest = () =>
  h.catalog.addTest({
    questions: 4,
    durationMinutes: 2,
    sectionTimings: [
      {
        section: 'QUANTITATIVE_APTITUDE',
        durationMinutes: 1,
        sections: ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE'],
      },
      {
        section: 'ENGLISH_COMPREHENSION',
        durationMinutes: 1,
        sections: ['ENGLISH_COMPREHENSION', 'GENERAL_AWARENESS'],
      },
    ],
  });

describe('compensatory time at the start', () => {
  it('adds 20 minutes an hour for a student whose profile says so, kept on resume and on the deadline job', async () => {
    h.auth.eligible.add('cara');
    const { test } = h.catalog.addTest({ durationMinutes: 60 });
    const cara = await h.start('cara', test.id);
    expect(cara.compensatoryMinutes).toBe(20);
    expect(Date.parse(cara.deadline) - Date.parse(cara.startedAt)).toBe(80 * MIN);
    expect(await resume('cara', cara.id)).toMatchObject({
      compensatoryMinutes: 20,
      deadline: cara.deadline,
      sectionDeadlines: [],
    });
    const job = await h.queue.getJob(cara.id);
    expect((job?.timestamp ?? 0) + (job?.delay ?? 0)).toBeGreaterThanOrEqual(
      Date.parse(cara.deadline) + GRACE - 1_000,
    );

    const dora = await h.start('dora', test.id);
    expect(dora.compensatoryMinutes).toBe(0);
    expect(Date.parse(dora.deadline) - Date.parse(dora.startedAt)).toBe(60 * MIN);
    const [started] = await eventsOf(cara.id, 'AttemptStarted');
    expect(attemptStartedData.parse(started?.data)).toMatchObject({
      compensatoryMinutes: 20,
      sectionDeadlines: [],
    });
  });

  it('fails the start with 503 when auth cannot answer, starting nothing; a live attempt is still returned', async () => {
    const { test } = h.catalog.addTest();
    h.auth.state.down = true;
    try {
      const down = await request(h.app).post('/api/test-attempts').set(h.as('eli')).send({ testId: test.id });
      expect([down.status, down.body.message]).toEqual([503, ACCOMMODATIONS_UNAVAILABLE]);
      const list = await request(h.app).get('/api/test-attempts/in-progress').set(h.as('eli')).expect(200);
      expect(list.body).toEqual([]);
    } finally {
      h.auth.state.down = false;
    }
    const first = await h.start('eli', test.id);
    h.auth.state.down = true;
    try {
      expect((await h.start('eli', test.id, 200)).id).toBe(first.id);
    } finally {
      h.auth.state.down = false;
    }
  });
});

describe('timed blocks', () => {
  it('open in order and refuse writes outside their window with 409 SECTION_NOT_OPEN / SECTION_CLOSED', async () => {
    const snapshot = timedTest();
    const [q1, q2, q3, q4] = snapshot.questions.map((q) => q.questionId);
    const attempt = await h.start('fay', snapshot.test.id);
    const opens = Date.parse(attempt.startedAt);
    expect(attempt.sectionDeadlines.map((w) => [w.sections, w.opensAt, w.deadline])).toEqual([
      [
        ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE'],
        attempt.startedAt,
        new Date(opens + MIN).toISOString(),
      ],
      [['ENGLISH_COMPREHENSION', 'GENERAL_AWARENESS'], new Date(opens + MIN).toISOString(), attempt.deadline],
    ]);
    expect(Date.parse(attempt.deadline) - opens).toBe(2 * MIN);
    expect((await resume('fay', attempt.id)).sectionDeadlines).toEqual(attempt.sectionDeadlines);
    // Another instance, cold: the clocks come back from the stored stream.
    const other = await startAttemptsHarness({ sameDataAs: h });
    try {
      const cold = await request(other.app)
        .get(`/api/test-attempts/${attempt.id}`)
        .set(h.as('fay'))
        .expect(200);
      expect(testAttempt.parse(cold.body)).toMatchObject({
        sectionDeadlines: attempt.sectionDeadlines,
        deadline: attempt.deadline,
        compensatoryMinutes: 0,
      });
    } finally {
      await other.close();
    }

    const save = (questionId: string | undefined, clientTs: number) =>
      h.record('fay', { testAttemptId: attempt.id, questionId, selectedAnswer: 'A', clientTs });
    await save(q1, 1).expect(200);
    const early = await save(q3, 1);
    expect([early.status, early.body.code, early.body.message]).toEqual([
      409,
      'SECTION_NOT_OPEN',
      ATTEMPT_MESSAGES.sectionNotOpen,
    ]);

    // Past the first block's deadline + grace: it is closed for every kind of write.
    h.shiftClock(MIN + GRACE + 1_000);
    const closed = [
      await save(q2, 2),
      await request(h.app)
        .put(`/api/question-attempts/${attempt.id}/${q1}`)
        .set(h.as('fay'))
        .send({ selectedAnswer: 'B', clientTs: 3 }),
      await request(h.app)
        .put(`/api/question-attempts/bulk/${attempt.id}`)
        .set(h.as('fay'))
        .send({
          questionUpdates: [
            { questionId: q4, selectedAnswer: 'C', clientTs: 3 },
            { questionId: q1, selectedAnswer: 'B', clientTs: 3 },
          ],
        }),
    ];
    for (const res of closed) {
      expect([res.status, res.body.code, res.body.message]).toEqual([
        409,
        'SECTION_CLOSED',
        ATTEMPT_MESSAGES.sectionClosed,
      ]);
    }
    await save(q3, 4).expect(200);

    // A submit keeps what the open block takes and drops the rest, rather than failing.
    const res = await request(h.app)
      .post(`/api/test-attempts/${attempt.id}/submit`)
      .set(h.as('fay'))
      .send({
        questionUpdates: [
          { questionId: q1, selectedAnswer: 'D', clientTs: 9 },
          { questionId: q4, selectedAnswer: 'D', clientTs: 9 },
        ],
      })
      .expect(200);
    const view = testAttempt.parse(res.body);
    expect(view.questionAttempts.map((q) => q.selectedAnswer)).toEqual(['A', null, 'A', 'D']);
    const [sheet] = await eventsOf(attempt.id, 'AttemptSubmitted');
    expect(attemptSubmittedData.parse(sheet?.data)).toMatchObject({
      compensatoryMinutes: 0,
      sectionDeadlines: attempt.sectionDeadlines,
    });
  });

  it('are lengthened in proportion for an eligible student, who may still write where another may not', async () => {
    h.auth.eligible.add('gia');
    const snapshot = timedTest();
    const [q1] = snapshot.questions.map((q) => q.questionId);
    const gia = await h.start('gia', snapshot.test.id);
    const hal = await h.start('hal', snapshot.test.id);
    const opens = Date.parse(gia.startedAt);
    expect(gia.sectionDeadlines.map((w) => Date.parse(w.deadline) - opens)).toEqual([80_000, 160_000]);
    expect(Date.parse(gia.deadline) - opens).toBe(160_000);
    expect(gia.compensatoryMinutes).toBeCloseTo(2 / 3, 10);

    h.shiftClock(MIN + GRACE + 5_000);
    await h
      .record('gia', { testAttemptId: gia.id, questionId: q1, selectedAnswer: 'B', clientTs: 1 })
      .expect(200);
    const late = await h.record('hal', {
      testAttemptId: hal.id,
      questionId: q1,
      selectedAnswer: 'B',
      clientTs: 1,
    });
    expect([late.status, late.body.code]).toEqual([409, 'SECTION_CLOSED']);
  });
});

describe('visited questions and first answers', () => {
  it('records each question first opened once, refuses unknown ids, and both reach the answer sheet', async () => {
    const { test, questions } = h.catalog.addTest({ questions: 3 });
    const [q1, q2, q3] = questions.map((q) => q.questionId);
    const attempt = await h.start('ivy', test.id);
    const autoSave = (body: Record<string, unknown>) =>
      request(h.app).put(`/api/test-attempts/${attempt.id}/auto-save`).set(h.as('ivy')).send(body);

    const unknown = await autoSave({ visited: [q1, 'nope'] });
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([
      409,
      'NOT_IN_ATTEMPT',
      ATTEMPT_MESSAGES.questionNotInAttempt,
    ]);
    await autoSave({ visited: [q2] }).expect(200);
    await autoSave({ visited: [q2, q3] }).expect(200);
    const saved = (await eventsOf(attempt.id, 'ProgressSaved')).map(
      (e) => progressSavedData.parse(e.data).visited,
    );
    expect(saved).toEqual([[q2], [q3]]);

    for (const [selectedAnswer, clientTs] of [
      ['A', 1],
      [null, 2],
      ['C', 3],
    ] as const) {
      await h
        .record('ivy', { testAttemptId: attempt.id, questionId: q1, selectedAnswer, clientTs })
        .expect(200);
    }
    expect((await resume('ivy', attempt.id)).questionAttempts.map((q) => q.visited)).toEqual([
      true,
      true,
      true,
    ]);

    await request(h.app)
      .post(`/api/test-attempts/${attempt.id}/submit`)
      .set(h.as('ivy'))
      .send({})
      .expect(200);
    const [submitted] = await eventsOf(attempt.id, 'AttemptSubmitted');
    expect(
      attemptSubmittedData
        .parse(submitted?.data)
        .answers.map((r) => [r.selectedAnswer, r.firstAnswer, r.visited]),
    ).toEqual([
      ['C', 'A', true],
      [null, null, true],
      [null, null, true],
    ]);
  });

  it('takes a first answer a write carries (changed offline, sent once) onto the answer sheet', async () => {
    const { test, questions } = h.catalog.addTest({ questions: 2 });
    const [q1, q2] = questions.map((q) => q.questionId);
    const attempt = await h.start('jay', test.id);
    // The spec's snake_case body, as the screen's queue sends it after coalescing B → C.
    await request(h.app)
      .post('/api/question-attempts')
      .set(h.as('jay'))
      .send({
        test_attempt_id: attempt.id,
        question_id: q1,
        selected_answer: 'C',
        first_answer: 'B',
        client_ts: 5,
      })
      .expect(200);
    const bad = await h.record('jay', {
      testAttemptId: attempt.id,
      questionId: q2,
      selectedAnswer: 'A',
      firstAnswer: 'E',
      clientTs: 6,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('firstAnswer');
    await request(h.app)
      .post(`/api/test-attempts/${attempt.id}/submit`)
      .set(h.as('jay'))
      .send({})
      .expect(200);
    const [submitted] = await eventsOf(attempt.id, 'AttemptSubmitted');
    expect(
      attemptSubmittedData.parse(submitted?.data).answers.map((r) => [r.selectedAnswer, r.firstAnswer]),
    ).toEqual([
      ['C', 'B'],
      [null, null],
    ]);
  });
});
