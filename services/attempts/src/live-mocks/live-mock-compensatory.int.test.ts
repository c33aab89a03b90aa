import { liveMock, testAttempt } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import { liveMockSteps } from './live-mock-test-steps';

// Exam clocks at a live mock: one shared clock for the blocks, each eligible taker's own extra time.
let h: AttemptsHarness;
beforeAll(async () => {
  h = await startAttemptsHarness();
});
afterAll(() => h.close());

const MIN = 60_000;

it('runs timed blocks from the mock’s start for everyone, lengthened for an eligible taker whose deadline the results release waits for', async () => {
  const steps = liveMockSteps(h);
  const { test, questions } = h.catalog.addTest({
    questions: 4,
    durationMinutes: 60,
    sectionTimings: [
      {
        section: 'QUANTITATIVE_APTITUDE',
        durationMinutes: 30,
        sections: ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE'],
      },
      {
        section: 'ENGLISH_COMPREHENSION',
        durationMinutes: 30,
        sections: ['ENGLISH_COMPREHENSION', 'GENERAL_AWARENESS'],
      },
    ],
  });
  const mock = await steps.schedule(MIN, { testId: test.id });
  const starts = Date.parse(mock.startsAt);
  const at = (ms: number) => new Date(starts + ms).toISOString();
  // Nobody with compensatory time has started: the end + the grace.
  expect(mock.resultsReleaseAt).toBe(at(60 * MIN + 30_000));

  h.auth.eligible.add('kim');
  steps.toStartPlus(mock, 20 * MIN);
  const kim = testAttempt.parse((await steps.start('kim', mock).expect(201)).body);
  const lee = testAttempt.parse((await steps.start('lee', mock).expect(201)).body);
  expect(kim.sectionDeadlines.map((w) => [w.opensAt, w.deadline])).toEqual([
    [mock.startsAt, at(40 * MIN)],
    [at(40 * MIN), at(80 * MIN)],
  ]);
  expect(kim).toMatchObject({ deadline: at(80 * MIN), compensatoryMinutes: 20 });
  expect(lee.sectionDeadlines.map((w) => [w.opensAt, w.deadline])).toEqual([
    [mock.startsAt, at(30 * MIN)],
    [at(30 * MIN), at(60 * MIN)],
  ]);
  expect(lee).toMatchObject({ deadline: mock.endsAt, compensatoryMinutes: 0 });
  // The longest deadline + grace is the release: no eligible taker's answer comes after it.
  expect(kim.liveMock?.resultsReleaseAt).toBe(at(80 * MIN + 30_000));
  expect((await steps.view('lee', mock.id)).resultsReleaseAt).toBe(at(80 * MIN + 30_000));

  steps.toStartPlus(mock, 35 * MIN);
  const write = (userId: string, attemptId: string) =>
    h.record(userId, {
      testAttemptId: attemptId,
      questionId: questions[0]?.questionId,
      selectedAnswer: 'A',
      clientTs: 1,
    });
  await write('kim', kim.id).expect(200);
  const closed = await write('lee', lee.id);
  expect([closed.status, closed.body.code]).toEqual([409, 'SECTION_CLOSED']);

  // Past the mock's end the plain taker is closed, the eligible one still writes until their own deadline.
  steps.toStartPlus(mock, 70 * MIN);
  const view = liveMock.parse(
    (await request(h.app).get(`/api/live-mocks/${mock.id}`).set(h.as('kim')).expect(200)).body,
  );
  expect(view.status).toBe('CLOSED');
  const late = await h.record('lee', {
    testAttemptId: lee.id,
    questionId: questions[3]?.questionId,
    selectedAnswer: 'B',
    clientTs: 2,
  });
  expect(late.status).toBe(409);
  await h
    .record('kim', {
      testAttemptId: kim.id,
      questionId: questions[3]?.questionId,
      selectedAnswer: 'B',
      clientTs: 2,
    })
    .expect(200);
});
