import { answerKeyRevision, solutionsResponse, testResult } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRankings } from './ranking/check-rankings';
import { type ResultsHarness, startResultsHarness, submittedSheet } from './results-test-harness';
import { mapKey } from './store/collections';
import { fromResultDoc } from './store/result-doc';

const RELEASE = '2026-05-10T11:05:00.000Z';
const LATEST = '2026-05-10T11:25:00.000Z';
let now = new Date('2026-05-10T11:01:00.000Z');

let h: ResultsHarness;
beforeAll(async () => {
  h = await startResultsHarness({ clock: () => now });
});
afterAll(() => h.close());

const testId = `rev-test-${Date.now().toString(36)}`;
const liveMockId = `rev-lm-${Date.now().toString(36)}`;
const live = { liveMockId, endsAt: '2026-05-10T11:00:00.000Z', resultsReleaseAt: RELEASE };
type Pick4 = ('A' | 'B' | null)[];

/** 4 questions, key A everywhere, +2 / −0.5. */
const sheet = (userId: string, answers: Pick4, opts: { live?: true; attemptNumber?: number } = {}) =>
  submittedSheet({
    attemptId: `${userId}-${opts.live ? 'live' : 'practice'}-${opts.attemptNumber ?? 1}`,
    userId,
    testId,
    attemptNumber: opts.attemptNumber ?? 1,
    rows: answers.map((selectedAnswer) => ({ selectedAnswer })),
    ...(opts.live ? { liveMock: live } : {}),
  });

const asha = sheet('asha', ['B', 'A', 'A', 'A'], { live: true }); // 5.5, held until the release
const bina = sheet('bina', ['A', 'A', 'A', 'A'], { live: true }); // 8, held
const chen = sheet('chen', ['B', 'B', 'A', 'A']); // 3, ranked
const dev = sheet('dev', ['A', 'A', 'B', null]); // 3.5, ranked
const chenAgain = sheet('chen', ['B', 'A', 'A', 'A'], { attemptNumber: 2 }); // 5.5, a reattempt: never ranked
const all = [asha, bina, chen, dev, chenAgain];
const q = (n: number) => `${testId}-q${n}`;

const post = (body: unknown) =>
  request(h.app)
    .post('/api/admin/answer-key-revisions')
    .set(h.asAdmin())
    .send(body as object);

async function settled(id: string) {
  for (let i = 0; i < 200; i++) {
    const res = await request(h.app).get(`/api/admin/answer-key-revisions/${id}`).set(h.asAdmin());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const revision = answerKeyRevision.parse(res.body);
    if (revision.status === 'DONE') return revision;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`revision ${id} did not finish`);
}

async function scores(): Promise<Record<string, number>> {
  const docs = await h.cols.results.find({ testId }).toArray();
  return Object.fromEntries(docs.map((d) => [d._id, d.score]));
}
const zset = (key: string) => h.redis.zrange(key, 0, -1, 'WITHSCORES');

describe('answer-key revisions re-score every affected result exactly', () => {
  let changeId = '';

  beforeAll(async () => {
    h.upstreams.addQuestions(testId, 4);
    const done = Promise.all(all.map((s) => h.finished(s.attemptId)));
    for (const s of all) await h.submit(s);
    await done;
  });

  it('scores as sat before any revision', async () => {
    expect(await scores()).toEqual({
      [asha.attemptId]: 5.5,
      [bina.attemptId]: 8,
      [chen.attemptId]: 3,
      [dev.attemptId]: 3.5,
      [chenAgain.attemptId]: 5.5,
    });
  });

  it('rerank --check tells a result that lacks a ruling of its test', async () => {
    await h.cols.revisions.insertOne({
      _id: 'not-applied',
      testId,
      questionId: q(2),
      questionNumber: 2,
      decision: 'DROP',
      correctAnswers: [],
      language: null,
      note: 'n',
      decidedAt: now.toISOString(),
      status: 'RUNNING',
      affected: 0,
      rescored: 0,
      failed: 0,
      createdAt: now.toISOString(),
    });
    const check = await checkRankings({
      results: h.cols.results,
      redis: h.redis,
      keys: h.keys,
      now,
      revisions: h.cols.revisions,
    });
    expect(check.unrevised.sort()).toEqual(all.map((s) => s.attemptId).sort());
    await h.cols.revisions.deleteOne({ _id: 'not-applied' });
  });

  it('refuses a bad revision with a clear message and a code, and changes nothing', async () => {
    const outboxBefore = (await h.outboxEvents()).length;
    const cases: [unknown, number, string][] = [
      [
        { testId, questionId: q(1), decision: 'CHANGE', correctAnswers: ['B'] },
        400,
        'REVISION_NOTE_REQUIRED',
      ],
      [
        { testId, questionId: q(1), decision: 'CHANGE', correctAnswers: ['B'], note: '  ' },
        400,
        'REVISION_NOTE_REQUIRED',
      ],
      [
        { testId, questionId: q(1), decision: 'CHANGE', correctAnswers: ['A'], note: 'n' },
        400,
        'REVISION_CHANGE_ANSWER',
      ],
      [
        { testId, questionId: q(1), decision: 'CHANGE', correctAnswers: ['B', 'C'], note: 'n' },
        400,
        'REVISION_CHANGE_ANSWER',
      ],
      [{ testId, questionId: q(1), decision: 'CHANGE', note: 'n' }, 400, 'REVISION_CHANGE_ANSWER'],
      [
        { testId, questionId: q(1), decision: 'ACCEPT_MULTIPLE', correctAnswers: ['B'], note: 'n' },
        400,
        'REVISION_ACCEPT_ANSWERS',
      ],
      // A repeated option is refused by the body's schema (which says uniqueItems), whatever the decision.
      [
        { testId, questionId: q(1), decision: 'ACCEPT_MULTIPLE', correctAnswers: ['B', 'B'], note: 'n' },
        400,
        'VALIDATION_FAILED',
      ],
      [{ testId: 'x'.repeat(101), questionId: q(1), decision: 'DROP', note: 'n' }, 400, 'VALIDATION_FAILED'],
      [{ testId, questionId: q(1), decision: 'DROP_LANGUAGE', note: 'n' }, 400, 'REVISION_LANGUAGE_REQUIRED'],
      [{ testId, questionId: 'elsewhere-q1', decision: 'DROP', note: 'n' }, 400, 'QUESTION_NOT_IN_TEST'],
      [{ testId: 'no-such-test', questionId: q(1), decision: 'DROP', note: 'n' }, 404, 'NOT_FOUND'],
      [{ testId, questionId: q(1), decision: 'MAYBE', note: 'n' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.code, JSON.stringify(res.body)).toBe(code);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await h.cols.revisions.countDocuments({})).toBe(0);
    expect((await h.outboxEvents()).length).toBe(outboxBefore);
    expect(await h.redis.exists(h.keys.rulings(testId))).toBe(0);
    const student = await request(h.app)
      .post('/api/admin/answer-key-revisions')
      .set(h.as('chen'))
      .send({ testId, questionId: q(1), decision: 'DROP', note: 'n' });
    expect(student.status).toBe(403);
    const unknown = await request(h.app).get('/api/admin/answer-key-revisions/nope').set(h.asAdmin());
    expect(unknown.status).toBe(404);
  });

  it('CHANGE: every affected result (live, practice, reattempt) is re-scored, ranks and lists follow', async () => {
    const res = await post({
      testId,
      questionId: q(1),
      decision: 'CHANGE',
      correctAnswers: ['B'],
      note: 'Option B is the right one: the key had a typo',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    changeId = res.body.id;
    const revision = await settled(changeId);
    expect(revision).toMatchObject({
      id: changeId,
      testId,
      questionId: q(1),
      questionNumber: 1,
      decision: 'CHANGE',
      correctAnswers: ['B'],
      language: null,
      status: 'DONE',
      affected: 5,
      rescored: 5,
      failed: 0,
    });
    const stored = await h.cols.revisions.findOne({ _id: changeId });
    expect(stored).toMatchObject({
      _id: changeId,
      status: 'DONE',
      affected: 5,
      rescored: 5,
      failed: 0,
      createdAt: expect.any(String),
    });

    expect(await scores()).toEqual({
      [asha.attemptId]: 8,
      [bina.attemptId]: 5.5,
      [chen.attemptId]: 5.5,
      [dev.attemptId]: 1,
      [chenAgain.attemptId]: 8,
    });
    // Held live first attempts: the member embeds the score, the release time stays.
    expect(await zset(h.keys.heldRank(testId))).toEqual([
      '5.5:bina',
      String(Date.parse(LATEST)),
      '8:asha',
      String(Date.parse(LATEST)),
    ]);
    expect(await zset(h.keys.rank(testId))).toEqual(['dev', '1', 'chen', '5.5']);
    expect(await zset(h.keys.liveRank(liveMockId))).toEqual(['bina', '5.5', 'asha', '8']);
    // The mistake deck: Asha's Q1 (B) is no mistake any more; Dev's Q1 (A) now is.
    const ashaCard = (await h.cols.mistakeDecks.findOne({ _id: 'asha' }))?.cards?.[mapKey(q(1))];
    expect(ashaCard).toMatchObject({ retired: true, retiredByRevision: true });
    const devCard = (await h.cols.mistakeDecks.findOne({ _id: 'dev' }))?.cards?.[mapKey(q(1))];
    expect(devCard).toMatchObject({ retired: false, mistakeAt: dev.submittedAt });
    // AnswerKeyRevised waits in the outbox for results.v1.
    expect((await h.outboxEvents()).filter((e) => e.type === 'AnswerKeyRevised')).toEqual([
      expect.objectContaining({
        id: `AnswerKeyRevised:${changeId}`,
        key: testId,
        data: expect.objectContaining({ decision: 'CHANGE', correctAnswers: ['B'] }),
      }),
    ]);
    // The catalog has the new key for future attempts.
    expect(h.upstreams.keyUpdates).toEqual([{ questionId: q(1), correctAnswer: 'B' }]);
    // The students' lists and dashboard.
    const list = await h.attempts.list('chen');
    expect(list.find((e) => e.attemptId === chen.attemptId)?.score).toBe(5.5);
    expect(list.find((e) => e.attemptId === chenAgain.attemptId)?.score).toBe(8);

    const page = await request(h.app).get(`/api/test-results/${chen.attemptId}`).set(h.as('chen'));
    expect(page.status).toBe(200);
    const result = testResult.parse(page.body);
    expect(result).toMatchObject({
      score: 5.5,
      totalScore: '5.5',
      rank: 1,
      rankTotal: 2,
      correct: 3,
      incorrect: 1,
    });
    expect(result.revisions).toEqual([
      {
        revisionId: changeId,
        questionId: q(1),
        questionNumber: 1,
        decision: 'CHANGE',
        decidedAt: now.toISOString(),
        note: 'Option B is the right one: the key had a typo',
        scoreBefore: 3,
        scoreAfter: 5.5,
      },
    ]);
    expect(page.body.keyAsSat).toBeUndefined();
    const solutions = solutionsResponse.parse(
      (await request(h.app).get(`/api/test-solutions/${chen.attemptId}`).set(h.as('chen'))).body,
    );
    expect(solutions.solutions[0]).toMatchObject({
      correctAnswer: 'B',
      isCorrect: true,
      marks: 2,
      acceptedAnswers: ['B'],
      ruling: {
        revisionId: changeId,
        decision: 'CHANGE',
        note: 'Option B is the right one: the key had a typo',
      },
    });
    expect(solutions.solutions[1]?.ruling).toBeUndefined();
    expect(solutions.attempt.totalScore).toBe('5.5');

    const check = await checkRankings({
      results: h.cols.results,
      redis: h.redis,
      keys: h.keys,
      now,
      revisions: h.cols.revisions,
    });
    expect(check.diffs).toEqual([]);
    expect(check.unrevised).toEqual([]);
  });

  it('is idempotent: planning or re-scoring again changes nothing', async () => {
    const before = await h.cols.results.find({ testId }).sort({ _id: 1 }).toArray();
    const sets = await Promise.all([
      zset(h.keys.heldRank(testId)),
      zset(h.keys.rank(testId)),
      zset(h.keys.liveRank(liveMockId)),
    ]);
    const again = h.finished('plan-again');
    await h.queue.add('revise-plan' as 'score', { revisionId: changeId } as never, { jobId: 'plan-again' });
    await again;
    const chunk = h.finished('chunk-again');
    await h.queue.add(
      'revise-chunk' as 'score',
      { revisionId: changeId, testId, attemptIds: all.map((s) => s.attemptId) } as never,
      { jobId: 'chunk-again' },
    );
    await chunk;
    const revision = await settled(changeId);
    expect(revision).toMatchObject({ affected: 5, rescored: 5, failed: 0 });
    expect(await h.cols.results.find({ testId }).sort({ _id: 1 }).toArray()).toEqual(before);
    expect(
      await Promise.all([
        zset(h.keys.heldRank(testId)),
        zset(h.keys.rank(testId)),
        zset(h.keys.liveRank(liveMockId)),
      ]),
    ).toEqual(sets);
  });

  it('DROP: full marks to every taker, also one who left it unanswered; a second revision applies on top of the first', async () => {
    const res = await post({
      testId,
      questionId: q(4),
      decision: 'DROP',
      note: 'The question had no correct option',
    });
    expect(res.status).toBe(202);
    await settled(res.body.id);
    expect(await scores()).toEqual({
      [asha.attemptId]: 8,
      [bina.attemptId]: 5.5,
      [chen.attemptId]: 5.5,
      [dev.attemptId]: 3, // 1 + 2 for the unanswered Q4
      [chenAgain.attemptId]: 8,
    });
    const devResult = fromResultDoc((await h.cols.results.findOne({ _id: dev.attemptId })) as never);
    expect(devResult.revisions?.map((r) => [r.decision, r.scoreBefore, r.scoreAfter])).toEqual([
      ['CHANGE', 3.5, 1],
      ['DROP', 1, 3],
    ]);
    expect(await zset(h.keys.rank(testId))).toEqual(['dev', '3', 'chen', '5.5']);
    const check = await checkRankings({
      results: h.cols.results,
      redis: h.redis,
      keys: h.keys,
      now,
      revisions: h.cols.revisions,
    });
    expect(check.diffs).toEqual([]);
    expect(check.unrevised).toEqual([]);
  });

  it('an attempt scored after the revisions gets them too', async () => {
    const eve = sheet('eve', ['A', 'A', 'A', null]); // Q1 now wrong (B): −0.5 + 2 + 2 + 2 (dropped)
    const done = h.finished(eve.attemptId);
    await h.submit(eve);
    await done;
    const doc = await h.cols.results.findOne({ _id: eve.attemptId });
    expect(doc?.score).toBe(5.5);
    expect(fromResultDoc(doc as never).revisions?.map((r) => r.decision)).toEqual(['CHANGE', 'DROP']);
    expect(await h.redis.zscore(h.keys.rank(testId), 'eve')).toBe('5.5');
  });

  it('after the release the live takers rank by their revised scores', async () => {
    now = new Date('2026-05-10T11:30:00.000Z');
    h.upstreams.liveMocks.set(liveMockId, {
      id: liveMockId,
      testId,
      status: 'CLOSED',
      startsAt: '2026-05-10T10:00:00.000Z',
      endsAt: live.endsAt,
      resultsReleaseAt: RELEASE,
      started: 2,
    });
    const page = await request(h.app).get(`/api/test-results/${asha.attemptId}`).set(h.as('asha'));
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(testResult.parse(page.body)).toMatchObject({ score: 8, rank: 1, rankTotal: 2 });
    const check = await checkRankings({
      results: h.cols.results,
      redis: h.redis,
      keys: h.keys,
      now,
      revisions: h.cols.revisions,
    });
    expect(check.diffs).toEqual([]);
    expect(check.unrevised).toEqual([]);
  });
});

describe('DROP_LANGUAGE credits the takers of that language, by the language the attempt recorded', () => {
  const langTestId = `rev-lang-${Date.now().toString(36)}`;
  /** 2 questions, key A, +2 / −0.5; everybody got Q1 wrong (B) and Q2 right: 1.5 as sat. */
  const taker = (userId: string, language?: 'ENGLISH' | 'HINDI') => ({
    ...submittedSheet({
      attemptId: `${userId}-${langTestId}`,
      userId,
      testId: langTestId,
      rows: [{ selectedAnswer: 'B' }, { selectedAnswer: 'A' }],
    }),
    ...(language ? { language } : {}),
  });
  const hindi = taker('hema', 'HINDI');
  const english = taker('eric', 'ENGLISH');
  const unrecorded = taker('olga'); // scored before attempts recorded the language

  it('full marks for the Hindi taker, none for the English one, the benefit of the doubt without a language', async () => {
    h.upstreams.addQuestions(langTestId, 2);
    const takers = [hindi, english, unrecorded];
    const done = Promise.all(takers.map((s) => h.finished(s.attemptId)));
    for (const s of takers) await h.submit(s);
    await done;
    const res = await post({
      testId: langTestId,
      questionId: `${langTestId}-q1`,
      decision: 'DROP_LANGUAGE',
      language: 'HINDI',
      note: 'The Hindi version of the question was mistranslated',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    await settled(res.body.id);
    const docs = await h.cols.results.find({ testId: langTestId }).toArray();
    expect(Object.fromEntries(docs.map((d) => [d._id, d.score]))).toEqual({
      [hindi.attemptId]: 4,
      [english.attemptId]: 1.5,
      [unrecorded.attemptId]: 4,
    });
  });
});
