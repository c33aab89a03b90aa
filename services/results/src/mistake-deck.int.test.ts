import { MISTAKE_DECK_MESSAGES, mistakeDeckSummary, mistakeMockCreated } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMistakes } from './mistakes/deck-store';
import { type ResultsHarness, startResultsHarness, submittedSheet } from './results-test-harness';
import { fromResultDoc } from './store/result-doc';

const T0 = Date.parse('2025-05-01T09:00:00.000Z');
let now = new Date(T0);
const DAY = 86_400_000;
let h: ResultsHarness;
beforeAll(async () => {
  h = await startResultsHarness({ clock: () => now });
  h.upstreams.addQuestions('deck', 4);
});
afterAll(() => h.close());

/** A 4-question sheet of test `deck` (answer A everywhere) submitted at `at`. */
async function score(userId: string, n: number, at: number, answers: ('A' | 'B' | null)[]) {
  const data = submittedSheet({
    attemptId: `${userId}-deck-${n}`,
    userId,
    testId: 'deck',
    attemptNumber: n,
    submittedAt: new Date(at).toISOString(),
    rows: answers.map((selectedAnswer) => ({ selectedAnswer })),
  });
  const done = h.finished(data.attemptId);
  await h.submit(data);
  await done;
  return data;
}

const deck = async (userId: string) =>
  mistakeDeckSummary
    .strict()
    .parse((await request(h.app).get('/api/mistake-deck').set(h.as(userId)).expect(200)).body);

describe('mistake deck', () => {
  it('takes in wrong answers when an attempt is scored and offers them a day later as a mini-mock', async () => {
    // q1 right, q2 and q3 wrong, q4 unanswered.
    await score('meera', 1, T0, ['A', 'B', 'B', null]);
    now = new Date(T0 + 60_000);
    expect(await deck('meera')).toEqual({
      due: 0,
      active: 2,
      retired: 0,
      nextDueAt: new Date(T0 + DAY).toISOString(),
      dueBySection: [],
    });
    const early = await request(h.app).post('/api/mistake-deck/mini-mock').set(h.as('meera'));
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: MISTAKE_DECK_MESSAGES.nothingDue, code: 'NOTHING_DUE' });

    now = new Date(T0 + DAY + 1);
    expect(await deck('meera')).toMatchObject({
      due: 2,
      active: 2,
      dueBySection: [{ section: 'QUANTITATIVE_APTITUDE', count: 2 }],
    });
    const made = await request(h.app).post('/api/mistake-deck/mini-mock').set(h.as('meera')).expect(201);
    const { testId, questionCount } = mistakeMockCreated.strict().parse(made.body);
    expect(questionCount).toBe(2);
    expect(h.upstreams.personalTests.get(testId)).toMatchObject({
      ownerId: 'meera',
      questionIds: ['deck-q2', 'deck-q3'],
    });
    expect(await deck('omar')).toMatchObject({ due: 0, active: 0, retired: 0, nextDueAt: null });
  });

  it('moves a question on when reviewed and retires it after two right answers; a replay changes nothing', async () => {
    await score('ravi', 1, T0, ['B', 'A', 'A', 'A']);
    await score('ravi', 2, T0 + DAY, ['A', null, null, null]);
    now = new Date(T0 + DAY + 1);
    expect(await deck('ravi')).toMatchObject({
      due: 0,
      active: 1,
      nextDueAt: new Date(T0 + 3 * DAY).toISOString(),
    });
    const third = await score('ravi', 3, T0 + 3 * DAY, ['A', null, null, null]);
    now = new Date(T0 + 30 * DAY);
    expect(await deck('ravi')).toMatchObject({ due: 0, active: 0, retired: 1, nextDueAt: null });
    // A scoring run repeated after a crash records the same result again: the deck stays as it is.
    const before = await h.cols.mistakeDecks.findOne({ _id: 'ravi' });
    const stored = await h.cols.results.findOne({ _id: third.attemptId });
    if (!stored) throw new Error('no stored result');
    await recordMistakes(h.cols.mistakeDecks, fromResultDoc(stored));
    expect(await h.cols.mistakeDecks.findOne({ _id: 'ravi' })).toEqual(before);
  });

  it('needs a signed-in student', async () => {
    expect((await request(h.app).get('/api/mistake-deck')).status).toBe(401);
    expect((await request(h.app).post('/api/mistake-deck/mini-mock')).status).toBe(401);
  });
});
