import { adminObjectionList, type InternalLiveMock, objection, objectionList } from '@ssc/contracts';
import { MALFORMED_TEXT_MESSAGE } from '@ssc/service-kit';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveItemAnalysis } from './item-analysis/store';
import { REVISIONS_COLLECTION } from './objections/revisions-reader';
import { type ResultsHarness, startResultsHarness, submittedSheet } from './results-test-harness';

// Students object to a question of a result they can see (a practice one at any time, a live
// mock's within its window after the release), once per question of a test; admins see them
// per question. Every refusal answers a code and stores nothing.

const RELEASE = '2026-06-01T12:00:30.000Z';
let now = new Date('2026-06-01T13:00:00.000Z');
let h: ResultsHarness;

const stamp = Date.now().toString(36);
const practiceTest = `obj-practice-${stamp}`;
const liveTest = `obj-live-${stamp}`;
const liveMockId = `obj-lm-${stamp}`;
const view: InternalLiveMock = {
  id: liveMockId,
  testId: liveTest,
  status: 'CLOSED',
  startsAt: '2026-06-01T10:00:00.000Z',
  endsAt: '2026-06-01T12:00:00.000Z',
  resultsReleaseAt: RELEASE,
  releaseFinal: true,
  started: 1,
  objectionWindowHours: 6,
};
const practice = (userId: string) =>
  submittedSheet({
    attemptId: `${userId}-${practiceTest}`,
    userId,
    testId: practiceTest,
    attemptNumber: 1,
    rows: [0, 1, 2, 3].map(() => ({ selectedAnswer: 'B' })),
  });
const live = submittedSheet({
  attemptId: `lia-${liveTest}`,
  userId: 'lia',
  testId: liveTest,
  attemptNumber: 1,
  rows: [0, 1, 2].map(() => ({ selectedAnswer: 'A' })),
  liveMock: { liveMockId, endsAt: view.endsAt, resultsReleaseAt: RELEASE },
});
const ana = practice('ana');
const ben = practice('ben');

const post = (userId: string, body: object) =>
  request(h.app).post('/api/objections').set(h.as(userId)).send(body);
const list = (userId: string, attemptId: string) =>
  request(h.app).get('/api/objections').query({ attemptId }).set(h.as(userId));

beforeAll(async () => {
  h = await startResultsHarness({ clock: () => now });
  h.upstreams.addQuestions(practiceTest, 4);
  // Keyed C, so the key kept with an objection is told apart from any default.
  h.upstreams.addQuestions(liveTest, 3, 'C');
  h.upstreams.liveMocks.set(liveMockId, view);
  const all = [ana, ben, live];
  const done = Promise.all(all.map((s) => h.finished(s.attemptId)));
  for (const s of all) await h.submit(s);
  await done;
});
afterAll(() => h.close());

describe('POST /api/objections', () => {
  it('201 with the objection; the same question again is 409 OBJECTION_EXISTS, the first one stands', async () => {
    const res = await post('ana', {
      attemptId: ana.attemptId,
      questionId: `${practiceTest}-q2`,
      reason: 'WRONG_KEY',
      details: '  The key says A; by the formula it is B.  ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(objection.strict().parse(res.body)).toEqual({
      id: `ana:${practiceTest}:${practiceTest}-q2`,
      attemptId: ana.attemptId,
      testId: practiceTest,
      questionId: `${practiceTest}-q2`,
      questionNumber: 2,
      reason: 'WRONG_KEY',
      language: null,
      details: 'The key says A; by the formula it is B.',
      evidenceImageUrl: null,
      status: 'OPEN',
      createdAt: now.toISOString(),
      ruling: null,
    });
    const again = await post('ana', {
      attemptId: ana.attemptId,
      questionId: `${practiceTest}-q2`,
      reason: 'NO_CORRECT_OPTION',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'OBJECTION_EXISTS',
      message: 'You have already objected to this question',
    });
    const mine = objectionList.parse((await list('ana', ana.attemptId).expect(200)).body);
    expect(mine.items.map((o) => o.reason)).toEqual(['WRONG_KEY']);
    expect(mine).toMatchObject({ closesAt: null, open: true });
  });

  it('404 for an attempt that is not the caller’s, or unknown', async () => {
    const theirs = await post('ben', {
      attemptId: ana.attemptId,
      questionId: `${practiceTest}-q1`,
      reason: 'WRONG_KEY',
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 'NOT_FOUND', message: 'Test attempt not found' });
    const unknown = await post('ana', {
      attemptId: 'no-such-attempt',
      questionId: `${practiceTest}-q1`,
      reason: 'WRONG_KEY',
    });
    expect(unknown.status).toBe(404);
    expect((await list('ben', ana.attemptId)).status).toBe(404);
  });

  it('400 for bad input, each with a message and a code, storing nothing', async () => {
    const questionId = `${practiceTest}-q3`;
    const base = { attemptId: ana.attemptId, questionId, reason: 'MORE_THAN_ONE_CORRECT' };
    const tooLong = await post('ana', { ...base, details: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe('VALIDATION_FAILED');
    expect(tooLong.body.message).toMatch(/details/);
    const reason = await post('ana', { ...base, reason: 'I_DISAGREE' });
    expect(reason.status).toBe(400);
    expect(reason.body.message).toMatch(/reason/);
    const translation = await post('ana', { ...base, reason: 'TRANSLATION_ERROR' });
    expect(translation.status).toBe(400);
    expect(translation.body.message).toMatch(/language/);
    // An id no service could look up is bad input, not an outage.
    const longId = await post('ana', { ...base, attemptId: 'a'.repeat(20_000) });
    expect([longId.status, longId.body.message]).toEqual([400, 'attemptId is too long']);
    const notInAttempt = await post('ana', { ...base, questionId: `${liveTest}-q1` });
    expect(notInAttempt.status).toBe(400);
    expect(notInAttempt.body).toMatchObject({
      code: 'QUESTION_NOT_IN_ATTEMPT',
      message: 'This question is not in your attempt',
    });
    const image = await post('ana', { ...base, evidenceImageUrl: 'https://elsewhere.example/x.png' });
    expect(image.status).toBe(400);
    expect(image.body.message).toMatch(/evidenceImageUrl/);

    // Details that are not valid Unicode are refused, not stored garbled.
    const garbled = await request(h.app)
      .post('/api/objections')
      .set(h.as('ana'))
      .set('content-type', 'application/json')
      .send(
        `{"attemptId":"${ana.attemptId}","questionId":"${questionId}","reason":"WRONG_KEY","details":"see \\ud83d here"}`,
      );
    expect(garbled.status).toBe(400);
    expect(garbled.body.message).toBe(MALFORMED_TEXT_MESSAGE);

    const mine = objectionList.parse((await list('ana', ana.attemptId)).body);
    expect(mine.items.map((o) => o.questionId)).toEqual([`${practiceTest}-q2`]);
    // Nothing was kept of the refusals: the question can still be objected to.
    expect((await post('ana', { ...base, details: 'x'.repeat(1000) })).status).toBe(201);
  });

  it('an evidence picture: uploaded, re-encoded, served, and only its owner may cite it', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const up = await request(h.app)
      .post('/api/upload/objection-image')
      .set(h.as('ben'))
      .attach('image', png, { filename: 'evidence.png', contentType: 'image/png' });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const imageUrl = up.body.imageUrl as string;
    expect(imageUrl).toMatch(/^\/media\/objections\/[a-f0-9]{32}\.webp$/);
    const served = await request(h.app).get(imageUrl).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.body as Buffer).metadata()).format).toBe('webp');
    const notAnImage = await request(h.app)
      .post('/api/upload/objection-image')
      .set(h.as('ben'))
      .attach('image', Buffer.from('not a picture'), { filename: 'x.png', contentType: 'image/png' });
    expect(notAnImage.status).toBe(400);

    const body = { questionId: `${practiceTest}-q1`, reason: 'QUESTION_ERROR', evidenceImageUrl: imageUrl };
    const borrowed = await post('ana', { ...body, attemptId: ana.attemptId });
    expect(borrowed.status).toBe(400);
    const own = await post('ben', { ...body, attemptId: ben.attemptId });
    expect(own.status).toBe(201);
    expect(own.body.evidenceImageUrl).toBe(imageUrl);
  });
});

describe('a live mock’s window', () => {
  const body = {
    attemptId: live.attemptId,
    questionId: `${liveTest}-q1`,
    reason: 'TRANSLATION_ERROR',
    language: 'HINDI',
  };

  it('409 RESULTS_NOT_RELEASED before the release, 409 OBJECTION_WINDOW_CLOSED after its window, nothing stored', async () => {
    now = new Date('2026-06-01T12:00:00.000Z');
    expect((await post('lia', body)).body.code).toBe('RESULTS_NOT_RELEASED');
    // The mock's window is 6 hours: closed at release + 6 h, on the app's clock.
    now = new Date('2026-06-01T18:00:30.000Z');
    const late = await post('lia', body);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'OBJECTION_WINDOW_CLOSED',
      message: 'Objections to this test are closed',
      closesAt: '2026-06-01T18:00:30.000Z',
    });
    const mine = objectionList.parse((await list('lia', live.attemptId).expect(200)).body);
    expect(mine).toEqual({ items: [], closesAt: '2026-06-01T18:00:30.000Z', open: false });
  });

  it('201 within it', async () => {
    now = new Date('2026-06-01T18:00:29.000Z');
    // Past the few seconds results keeps attempts' answer about the mock.
    const res = await post('lia', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ reason: 'TRANSLATION_ERROR', language: 'HINDI', questionNumber: 1 });
  });
});

describe('rulings and the admin list', () => {
  it('a revision made after an objection decides it; the admin sees one row per question', async () => {
    now = new Date('2026-06-02T09:00:00.000Z');
    const revisions = h.connection.collection(REVISIONS_COLLECTION);
    await revisions.insertOne({
      _id: `rev-${stamp}` as never,
      testId: practiceTest,
      questionId: `${practiceTest}-q2`,
      questionNumber: 2,
      decision: 'CHANGE',
      correctAnswers: ['B'],
      language: null,
      note: 'The key was wrong: B is right.',
      decidedAt: '2026-06-02T08:00:00.000Z',
      status: 'DONE',
      affected: 2,
      rescored: 2,
      failed: 0,
      createdAt: '2026-06-02T08:00:00.000Z',
    });
    const mine = objectionList.parse((await list('ana', ana.attemptId)).body);
    const decided = mine.items.find((o) => o.questionId === `${practiceTest}-q2`);
    expect(decided).toMatchObject({
      status: 'DECIDED',
      ruling: {
        revisionId: `rev-${stamp}`,
        decision: 'CHANGE',
        correctAnswers: ['B'],
        note: 'The key was wrong: B is right.',
        decidedAt: '2026-06-02T08:00:00.000Z',
      },
    });
    expect(mine.items.find((o) => o.questionId === `${practiceTest}-q3`)?.status).toBe('OPEN');

    expect((await request(h.app).get('/api/admin/objections').set(h.as('ana'))).status).toBe(403);
    const all = adminObjectionList.parse(
      (
        await request(h.app)
          .get('/api/admin/objections')
          .query({ testId: practiceTest })
          .set(h.asAdmin())
          .expect(200)
      ).body,
    );
    expect(all.items.map((r) => [r.questionNumber, r.status, r.total])).toEqual([
      [1, 'OPEN', 1],
      [3, 'OPEN', 1],
      [2, 'DECIDED', 1],
    ]);
    const q2 = all.items.find((r) => r.questionNumber === 2);
    expect(q2).toMatchObject({
      testTitle: `Mock ${practiceTest}`,
      countsByReason: { WRONG_KEY: 1, MORE_THAN_ONE_CORRECT: 0 },
      question: {
        questionTextEnglish: `Question 2 of ${practiceTest}`,
        questionTextHindi: 'प्रश्न 2',
        correctAnswer: 'A',
      },
      itemStats: null,
      ruling: { decision: 'CHANGE' },
      liveMockIds: [],
    });
    expect(q2?.question.options[1]).toEqual({ option: 'B', english: 'two', hindi: 'दो' });
    expect(all.items.find((r) => r.questionNumber === 1)?.objections[0]?.evidenceImageUrl).toMatch(
      /^\/media\//,
    );

    const open = adminObjectionList.parse(
      (
        await request(h.app)
          .get('/api/admin/objections')
          .query({ testId: practiceTest, status: 'OPEN' })
          .set(h.asAdmin())
      ).body,
    );
    expect(open.items.map((r) => r.questionNumber)).toEqual([1, 3]);

    // Once the test's item analysis is stored, each row carries its question's figures.
    const stats = {
      questionId: `${practiceTest}-q2`,
      questionNumber: 2,
      section: 'GENERAL',
      correctAnswer: 'A' as const,
      responses: 40,
      facility: 0.35,
      discrimination: -0.12,
      discriminationIndex: -0.2,
      unattemptedShare: 0.1,
      medianTimeSeconds: 41,
      options: [],
      flags: ['LOW_DISCRIMINATION' as const],
    };
    await saveItemAnalysis(
      h.cols,
      {
        testId: practiceTest,
        title: `Mock ${practiceTest}`,
        computedAt: '2026-06-02T09:00:00.000Z',
        responses: 40,
        flagsShown: true,
        kr20: 0.5,
        meanScore: 1,
        sdScore: 0.5,
        maxScore: 3,
        questions: [stats],
      },
      { packedPayloads: true },
    );
    const withStats = adminObjectionList.parse(
      (await request(h.app).get('/api/admin/objections').query({ testId: practiceTest }).set(h.asAdmin()))
        .body,
    );
    expect(withStats.items.find((r) => r.questionNumber === 2)?.itemStats).toEqual(stats);
    expect(withStats.items.find((r) => r.questionNumber === 1)?.itemStats).toBeNull();
    // A question the bank has since lost still shows the key the student's result was scored with.
    h.upstreams.questions.delete(`${liveTest}-q1`);
    const byMock = adminObjectionList.parse(
      (await request(h.app).get('/api/admin/objections').query({ liveMockId }).set(h.asAdmin())).body,
    );
    expect(byMock.items).toHaveLength(1);
    expect(byMock.items[0]).toMatchObject({
      testId: liveTest,
      liveMockIds: [liveMockId],
      countsByReason: { TRANSLATION_ERROR: 1 },
      question: { questionTextEnglish: null, correctAnswer: 'C' },
      objections: [{ language: 'HINDI' }],
    });
    const bad = await request(h.app).get('/api/admin/objections').query({ status: 'MAYBE' }).set(h.asAdmin());
    expect(bad.status).toBe(400);
  });
});
