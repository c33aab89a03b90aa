import { adminTest, errorBody, type Question, testSnapshot, testTemplate } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, startCatalogHarness, testBody } from '../catalog-test-harness';
import { EXAM_TEMPLATES } from './exam-templates';

/** Exam patterns over HTTP: templates, the rules of timed blocks and section marking, the frozen order. */
let h: CatalogHarness;
/** Two questions in each section named, in this order: QA, EN, GI, GA, CK. */
let bank: Question[];
const ORDER = [
  'QUANTITATIVE_APTITUDE',
  'ENGLISH_COMPREHENSION',
  'GENERAL_INTELLIGENCE',
  'GENERAL_AWARENESS',
  'COMPUTER_KNOWLEDGE',
] as const;
beforeAll(async () => {
  h = await startCatalogHarness();
  bank = [];
  for (const section of ORDER) {
    for (let i = 0; i < 2; i++) bank.push(await h.createQuestion({ section }));
  }
});
afterAll(() => h.close());

const admin = () => h.as('admin');
const ids = () => bank.map((q) => q.id);
const BLOCKS = [
  {
    section: 'QUANTITATIVE_APTITUDE',
    sections: ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE'],
    durationMinutes: 60,
  },
  {
    section: 'ENGLISH_COMPREHENSION',
    sections: ['ENGLISH_COMPREHENSION', 'GENERAL_AWARENESS'],
    durationMinutes: 60,
  },
  { section: 'COMPUTER_KNOWLEDGE', durationMinutes: 15 },
];
/** A CGL Tier-2 shaped test over the ten questions (interleaved on purpose). */
const tier2 = (overrides: Record<string, unknown> = {}) =>
  testBody(ids(), {
    testType: 'FULL_LENGTH',
    section: null,
    sections: [...ORDER],
    durationMinutes: 135,
    marksPerQuestion: 3,
    negativeMarks: 1,
    totalMarks: 30,
    mode: 'CBT',
    sectionTimings: BLOCKS,
    ...overrides,
  });
const create = (body: object) => request(h.app).post('/api/admin/tests').set(admin()).send(body);
/** A timed test of the first two blocks only (no Computer Knowledge block) over their 8 questions. */
const twoBlockTest = (overrides: Record<string, unknown> = {}) =>
  create(
    tier2({
      durationMinutes: 120,
      sectionTimings: BLOCKS.slice(0, 2),
      questionIds: ids().slice(0, 8),
      totalQuestions: 8,
      sections: ORDER.slice(0, 4),
      ...overrides,
    }),
  );

/** A refusal naming the field: 400 for the body's own rules, 409 where the bank's questions decide. */
async function expect400(res: request.Response, message: string, status = 400) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(errorBody.parse(res.body).message).toBe(message);
}

describe('GET /api/admin/test-templates', () => {
  it('gives the exam patterns to an admin only', async () => {
    const res = await request(h.app).get('/api/admin/test-templates').set(admin());
    expect(res.status).toBe(200);
    const templates = res.body.map((t: unknown) => testTemplate.parse(t));
    expect(templates.map((t: { id: string }) => t.id)).toEqual(EXAM_TEMPLATES.map((t) => t.id));
    expect(templates.find((t: { id: string }) => t.id === 'ssc-cgl-tier-2-paper-1')).toMatchObject({
      mode: 'CBT',
      durationMinutes: 135,
      totalMarks: 450,
    });
    expect((await request(h.app).get('/api/admin/test-templates').set(h.as('student'))).status).toBe(403);
    expect((await request(h.app).get('/api/admin/test-templates')).status).toBe(401);
  });
});

describe('timed blocks and section marking on the server', () => {
  it('stores a CBT test with timed blocks and freezes its questions block by block', async () => {
    const res = await create(tier2({ title: 'Tier-2 blocks' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const test = adminTest.parse(res.body);
    expect(test.questionIds).toEqual(ids());
    expect(test.sectionTimings.map((b) => b.durationMinutes)).toEqual([60, 60, 15]);

    const read = await request(h.app).get(`/api/tests/${test.id}`).set(h.as('student'));
    expect(read.body).toMatchObject({ mode: 'CBT', sectionTimings: test.sectionTimings });
    // Two questions of each section, counted for the instructions page (also in the list).
    const perSection = ORDER.map((section) => ({ section, questions: 2 }));
    expect(read.body.questionsPerSection).toEqual(perSection);
    const list = await request(h.app).get('/api/tests').set(h.as('student'));
    expect(list.body.find((t: { id: string }) => t.id === test.id)?.questionsPerSection).toEqual(perSection);

    const snap = await request(h.app)
      .get(`/internal/tests/${test.id}/snapshot`)
      .set(h.asService('attempts', { userId: 'u1', role: 'student', email: '' }));
    const frozen = testSnapshot.parse(snap.body).questions;
    const byId = new Map(bank.map((q, i) => [q.id, i]));
    // QA QA GI GI | EN EN GA GA | CK CK, each pair in test order.
    expect(frozen.map((q) => byId.get(q.questionId))).toEqual([0, 1, 4, 5, 2, 3, 6, 7, 8, 9]);
    expect(frozen.map((q) => q.section)).toEqual([
      'QUANTITATIVE_APTITUDE',
      'QUANTITATIVE_APTITUDE',
      'GENERAL_INTELLIGENCE',
      'GENERAL_INTELLIGENCE',
      'ENGLISH_COMPREHENSION',
      'ENGLISH_COMPREHENSION',
      'GENERAL_AWARENESS',
      'GENERAL_AWARENESS',
      'COMPUTER_KNOWLEDGE',
      'COMPUTER_KNOWLEDGE',
    ]);
  });

  it('answers 400 naming the field for blocks that overlap or miss the duration, 409 for questions left out', async () => {
    await expect400(
      await create(tier2({ durationMinutes: 120 })),
      'sectionTimings: the timed blocks last 135 minutes in all but durationMinutes is 120',
    );
    const [first, second] = BLOCKS;
    await expect400(
      await create(tier2({ durationMinutes: 120, sectionTimings: [first, second] })),
      'sectionTimings: no timed block holds Computer Knowledge (2 questions); add the section to a block',
      409,
    );
    await expect400(
      await create(
        tier2({ sectionTimings: [first, second, { section: 'GENERAL_AWARENESS', durationMinutes: 15 }] }),
      ),
      'sectionTimings: General Awareness is in more than one timed block',
    );
  });

  it('checks per-section marks: one entry a section and the total they give', async () => {
    const marking = [
      { section: 'QUANTITATIVE_APTITUDE', marksPerQuestion: 3, negativeMarks: 0 },
      { section: 'GENERAL_INTELLIGENCE', marksPerQuestion: 2, negativeMarks: 0 },
    ];
    await expect400(
      await create(tier2({ sectionMarking: marking })),
      'totalMarks is 30 but the questions carry 28 marks under the section marking',
      409,
    );
    await expect400(
      await create(tier2({ totalMarks: 28, sectionMarking: [...marking, marking[0]] })),
      'sectionMarking lists Quantitative Aptitude more than once',
    );
    const ok = await create(tier2({ totalMarks: 28, sectionMarking: marking }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);

    // "Add to test" from the question form adds the question's own section marks.
    const added = await request(h.app)
      .post('/api/admin/questions')
      .set(admin())
      .send({ ...questionBody('GENERAL_INTELLIGENCE'), addToTest: true, targetTestId: ok.body.id });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const after = await request(h.app).get('/api/admin/tests').set(admin());
    const stored = after.body.find((t: { id: string }) => t.id === ok.body.id);
    expect([stored.totalQuestions, stored.totalMarks]).toEqual([11, 30]);
  });

  it('refuses to add a question to a timed test that has no block for its section', async () => {
    const test = await twoBlockTest();
    expect(test.status, JSON.stringify(test.body)).toBe(201);
    const res = await request(h.app)
      .post('/api/admin/questions')
      .set(admin())
      .send({ ...questionBody('COMPUTER_KNOWLEDGE'), addToTest: true, targetTestId: test.body.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/timed blocks do not include Computer Knowledge/);
  });

  it('refuses to move a question of a timed test to a section none of its blocks has', async () => {
    const test = await twoBlockTest({ title: `Two blocks ${Date.now().toString(36)}` });
    expect(test.status, JSON.stringify(test.body)).toBe(201);
    const question = bank[0] as Question;
    const { id, createdAt: _c, updatedAt: _u, ...fields } = question;
    const put = (section: string) =>
      request(h.app)
        .put(`/api/admin/questions/${id}`)
        .set(admin())
        .send({ ...fields, section });

    const refused = await put('COMPUTER_KNOWLEDGE');
    expect(refused.status).toBe(409);
    // Earlier tests in this file also hold it in blocks without Computer Knowledge.
    expect(refused.body.message).toMatch(
      /^This question is in \d+ test\(s\) with section timers that have no block for Computer Knowledge: .*\. Remove it from those tests first, or keep its section\.$/,
    );
    expect(refused.body.message).toContain(`"${test.body.title}"`);
    const stored = await h.connection.collection('questions').findOne({ _id: id as never });
    expect(stored?.section).toBe('QUANTITATIVE_APTITUDE');
    // Within its block (Quantitative Aptitude and Reasoning share the first): allowed.
    const moved = await put('GENERAL_INTELLIGENCE');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await put('QUANTITATIVE_APTITUDE')).status).toBe(200);
  });
});

let n = 0;
function questionBody(section: string) {
  n += 1;
  const tag = `${Date.now().toString(36)}-${n}`;
  return {
    section,
    questionTextEnglish: `Exam pattern added question ${tag}?`,
    optionAEnglish: `A ${tag}`,
    optionBEnglish: `B ${tag}`,
    optionCEnglish: `C ${tag}`,
    optionDEnglish: `D ${tag}`,
    correctAnswer: 'A',
    difficulty: 'EASY',
  };
}
