import { type Answer, ITEM_ANALYSIS_MESSAGES, itemAnalysisReport } from '@ssc/contracts';
import { createLogger } from '@ssc/service-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResultsHarness, startResultsHarness, submittedSheet } from '../results-test-harness';
import { createItemAnalysisWorker, type ItemAnalysisWorker } from './job';
import {
  createItemAnalysisQueue,
  enqueueItemAnalysis,
  type ItemAnalysisQueue,
  itemAnalysisTrigger,
} from './queue';
import { loadItemAnalysis } from './store';

/**
 * The worked example (docs/item-analysis.md) through the real pipeline: Kafka → scoring worker →
 * the debounced job → the `item_analysis` document → the admin API. The fake catalog's key is A
 * for every question, so each question's options are relabelled (its key and A swapped): the
 * figures below do not depend on labels.
 */
const KEY: Answer[] = ['A', 'B', 'C', 'D', 'A'];
const CHOICES: (Answer | null)[][] = [
  ['A', 'B', 'C', 'D', 'A'],
  ['A', 'B', 'D', 'D', 'A'],
  ['A', 'B', 'D', 'D', 'C'],
  ['A', 'B', 'D', 'D', null],
  ['A', 'C', 'C', 'A', null],
  ['A', 'B', 'A', null, 'B'],
  ['A', 'D', 'B', 'C', 'A'],
  ['B', 'B', null, 'A', 'B'],
  ['A', 'C', 'A', null, null],
  ['C', null, 'D', 'B', null],
];
const swapToA = (choice: Answer | null, key: Answer): Answer | null =>
  choice === key ? 'A' : choice === 'A' ? key : choice;

let h: ResultsHarness;
let queue: ItemAnalysisQueue;
let analyser: ItemAnalysisWorker;

beforeAll(async () => {
  h = await startResultsHarness({ worker: false });
  queue = createItemAnalysisQueue(h.config, h.redis);
  await h.startWorker({ itemAnalysis: itemAnalysisTrigger(queue, 300) });
  analyser = createItemAnalysisWorker({
    analysis: { cols: h.cols, storage: h.storage, clock: () => new Date() },
    redis: h.redis.duplicate(),
    config: h.config,
    logger: createLogger('item-analysis-test', 'silent'),
  });
  await analyser.waitUntilReady();
});
afterAll(async () => {
  await analyser.close(true);
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await h.close();
});

async function until<T>(read: () => Promise<T | null>, ok: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const v = await read();
    if (v !== null && ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last value ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const testId = `ia-${Date.now().toString(36)}`;

describe('item analysis of a test', () => {
  it('is computed from the first attempts once they are scored (a reattempt is left out)', async () => {
    h.upstreams.addQuestions(testId, 5);
    const sheets = CHOICES.map((row, s) =>
      submittedSheet({
        attemptId: `${testId}-s${s}-1`,
        userId: `s${s}`,
        testId,
        test: { marksPerQuestion: 1, negativeMarks: 0, negativeMarking: 0 },
        rows: row.map((c, q) => ({ selectedAnswer: swapToA(c, KEY[q] as Answer), timeSpent: 10 + q })),
      }),
    );
    // The weakest taker's second attempt, all right: it must not count.
    sheets.push(
      submittedSheet({
        attemptId: `${testId}-s9-2`,
        userId: 's9',
        testId,
        attemptNumber: 2,
        test: { marksPerQuestion: 1, negativeMarks: 0, negativeMarking: 0 },
        rows: KEY.map(() => ({ selectedAnswer: 'A' as const })),
      }),
    );
    const done = sheets.map((s) => h.finished(s.attemptId));
    for (const s of sheets) await h.submit(s);
    await Promise.all(done);

    const report = await until(
      () => loadItemAnalysis(h.cols, testId),
      (r) => r.responses === 10,
    );
    expect(itemAnalysisReport.strict().parse(report)).toEqual(report);
    expect(report.title).toBe(`Mock ${testId}`);
    expect(report.maxScore).toBe(5);
    expect(report.kr20).toBeCloseTo(0.6219, 3);
    expect(report.meanScore).toBeCloseTo(2.3, 3);
    expect(report.sdScore).toBeCloseTo(1.4177, 3);
    expect(report.flagsShown).toBe(false);
    expect(report.questions.map((q) => q.facility)).toEqual([0.8, 0.6, 0.2, 0.4, 0.3]);
    const rDrop = [0.4152, 0.3094, 0.1538, 0.6648, 0.3689];
    report.questions.forEach((q, i) => {
      expect(q.questionId).toBe(`${testId}-q${i + 1}`);
      expect(q.correctAnswer).toBe('A');
      expect(q.discrimination).toBeCloseTo(rDrop[i] as number, 3);
    });
  });

  it('answers the admin with the stored report, as JSON and as CSV', async () => {
    const json = await request(h.app).get(`/api/admin/tests/${testId}/item-analysis`).set(h.asAdmin());
    expect(json.status).toBe(200);
    expect(json.body).toEqual(await loadItemAnalysis(h.cols, testId));

    const csv = await request(h.app)
      .get(`/api/admin/tests/${testId}/item-analysis?format=csv`)
      .set(h.asAdmin());
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="item-analysis-${testId}.csv"`);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(6);
    const header = lines[0]?.split(',') ?? [];
    expect(header.slice(0, 6)).toEqual([
      'questionNumber',
      'questionId',
      'section',
      'correctAnswer',
      'responses',
      'facility',
    ]);
    expect(header).toContain('optionD_pointBiserial');
    const first = Object.fromEntries(header.map((name, i) => [name, lines[1]?.split(',')[i]]));
    expect(first).toMatchObject({
      questionNumber: '1',
      questionId: `${testId}-q1`,
      correctAnswer: 'A',
      responses: '10',
      facility: '0.8',
      optionA_count: '8',
      optionA_top: '4',
      optionA_bottom: '1',
    });
  });

  it('is computed again once an answer-key revision has re-scored the test', async () => {
    const before = await loadItemAnalysis(h.cols, testId);
    expect(before?.questions[2]?.facility).toBe(0.2);
    const posted = await request(h.app)
      .post('/api/admin/answer-key-revisions')
      .set(h.asAdmin())
      .send({ testId, questionId: `${testId}-q3`, decision: 'DROP', note: 'Two options were right.' });
    expect(posted.status, JSON.stringify(posted.body)).toBe(202);
    // A dropped question gives every taker its marks: its facility becomes 1.
    const after = await until(
      () => loadItemAnalysis(h.cols, testId),
      (r) => r.computedAt > (before?.computedAt ?? '') && r.questions[2]?.facility === 1,
    );
    expect(after.responses).toBe(10);
    expect(after.meanScore).toBeCloseTo(2.3 + 0.8, 3);
  });

  it('says clearly when there is no report, refuses a bad format and non-admins', async () => {
    const missing = await request(h.app).get('/api/admin/tests/no-such-test/item-analysis').set(h.asAdmin());
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(ITEM_ANALYSIS_MESSAGES.notFound);

    const bad = await request(h.app)
      .get(`/api/admin/tests/${testId}/item-analysis?format=xml`)
      .set(h.asAdmin());
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('format must be json or csv');

    const student = await request(h.app).get(`/api/admin/tests/${testId}/item-analysis`).set(h.as('s1'));
    expect(student.status).toBe(403);
  });

  it('keeps one waiting computation per test however many results ask for it', async () => {
    const other = `${testId}-burst`;
    for (let i = 0; i < 5; i++) await enqueueItemAnalysis(queue, other, 60_000);
    const delayed = (await queue.getDelayed()).filter((j) => j.data.testId === other);
    expect(delayed).toHaveLength(1);
    // A second test waits on its own.
    await enqueueItemAnalysis(queue, `${other}-2`, 60_000);
    expect((await queue.getDelayed()).filter((j) => j.data.testId.startsWith(other))).toHaveLength(2);
  });
});
