import { adminTest, errorBody, type Question, question as questionSchema } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, startCatalogHarness, testBody } from '../catalog-test-harness';
import { testModel } from './test-model';

const MAIN = ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE', 'ENGLISH_COMPREHENSION', 'GENERAL_AWARENESS'];

let h: CatalogHarness;
/** One question per main section, in MAIN order. */
let questions: Question[];
beforeAll(async () => {
  h = await startCatalogHarness();
  questions = [];
  for (const section of MAIN) questions.push(await h.createQuestion({ section }));
});
afterAll(() => h.close());

const ids = () => questions.map((q) => q.id);
const fullLength = (overrides: Record<string, unknown> = {}) =>
  testBody(ids(), { testType: 'FULL_LENGTH', section: null, sections: MAIN, ...overrides });
const create = (body: unknown) =>
  request(h.app)
    .post('/api/admin/tests')
    .set(h.as('admin'))
    .send(body as object);

async function expect400(res: request.Response, message: string | RegExp, status = 400) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(errorBody.parse(res.body).message).toMatch(message);
}

describe('POST /api/admin/tests', () => {
  it('creates a full-length test with its questions in order and their sections mirrored', async () => {
    const res = await create(fullLength({ title: 'SSC CGL Full Mock 1', negativeMarks: 0.25 }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const test = adminTest.parse(res.body);
    expect(test).toMatchObject({
      title: 'SSC CGL Full Mock 1',
      testTitle: 'SSC CGL Full Mock 1',
      testType: 'FULL_LENGTH',
      section: null,
      questionIds: ids(),
      totalQuestions: 4,
      negativeMarks: 0.25,
      negativeMarking: 0.25,
    });
    const stored = await testModel(h.connection).findById(test.id).lean();
    expect(stored?.questionSections).toEqual(MAIN);
  });

  it('accepts decimal marks in steps of 0.25', async () => {
    const res = await create(
      testBody([ids()[0] as string], { marksPerQuestion: 1.25, negativeMarks: 0.75, totalMarks: 1.25 }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      marksPerQuestion: 1.25,
      negativeMarks: 0.75,
      section: 'QUANTITATIVE_APTITUDE',
    });
  });

  it.each([
    ['a non-integer duration', { durationMinutes: 30.5 }, 'durationMinutes must be a whole number'],
    ['a missing title', { title: '' }, 'title is required'],
    ['an unknown test type', { testType: 'WEEKLY' }, /^testType must be one of/],
    ['negative marks off the 0.25 step', { negativeMarks: 0.3 }, 'negativeMarks must be in steps of 0.25'],
    ['no questions', { questionIds: [], totalQuestions: 1 }, 'Select at least one question'],
    // JSON numbers only, as the API document says: text is not read as one.
    ['a number sent as text', { marksPerQuestion: '1.25' }, 'marksPerQuestion must be a number'],
  ])('rejects %s with 400 naming the field', async (_name, overrides, message) => {
    await expect400(await create(testBody([ids()[0] as string], overrides)), message);
  });

  it('rejects unknown question ids, naming them (409: the bank decides, not the body)', async () => {
    await expect400(
      await create(testBody([ids()[0] as string, 'ghost-1', 'ghost-2'])),
      'questionIds: 2 selected question(s) do not exist: ghost-1, ghost-2',
      409,
    );
  });

  it('rejects a count that does not match totalQuestions', async () => {
    await expect400(
      await create(testBody(ids().slice(0, 2), { totalQuestions: 3 })),
      'totalQuestions is 3 but 2 questions are selected',
    );
  });

  it('rejects a full-length test missing a section, in its questions (409) or its sections list (400)', async () => {
    await expect400(
      await create(fullLength({ questionIds: ids().slice(0, 3), totalQuestions: 3 })),
      /^Full-length tests should include all 4 sections/,
      409,
    );
    await expect400(
      await create(fullLength({ sections: MAIN.slice(1) })),
      /^Full-length tests should include all 4 sections/,
    );
  });
});

describe('PUT, GET and DELETE /api/admin/tests', () => {
  it('updates a test, lists it first with its question ids, gives its questions with answers, deletes it', async () => {
    const created = adminTest.parse((await create(testBody([ids()[0] as string]))).body);
    const put = await request(h.app)
      .put(`/api/admin/tests/${created.id}`)
      .set(h.as('admin'))
      .send(
        testBody([ids()[2] as string, ids()[0] as string], { title: 'Renamed', testType: 'CHAPTER_WISE' }),
      );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const updated = adminTest.parse(put.body);
    expect(updated).toMatchObject({
      id: created.id,
      title: 'Renamed',
      createdAt: created.createdAt,
      totalQuestions: 2,
    });

    const list = (await request(h.app).get('/api/admin/tests').set(h.as('admin'))).body.map(
      adminTest.parse.bind(adminTest),
    );
    expect(list[0]).toEqual(updated);

    const qs = await request(h.app).get(`/api/admin/tests/${created.id}/questions`).set(h.as('admin'));
    expect(qs.status).toBe(200);
    const full = qs.body.map((q: unknown) => questionSchema.parse(q));
    expect(full.map((q: Question) => q.id)).toEqual([ids()[2], ids()[0]]);
    expect(full[0]).toMatchObject({ correctAnswer: 'B', explanationEnglish: 'Because two is the answer.' });

    expect((await request(h.app).delete(`/api/admin/tests/${created.id}`).set(h.as('admin'))).status).toBe(
      204,
    );
    expect((await request(h.app).delete(`/api/admin/tests/${created.id}`).set(h.as('admin'))).status).toBe(
      404,
    );
    expect(
      (await request(h.app).get(`/api/admin/tests/${created.id}/questions`).set(h.as('admin'))).status,
    ).toBe(404);
  });

  it('answers 404 when updating an unknown test and validates the update body', async () => {
    expect(
      (
        await request(h.app)
          .put('/api/admin/tests/nope')
          .set(h.as('admin'))
          .send(testBody(ids().slice(0, 1)))
      ).status,
    ).toBe(404);
    const created = adminTest.parse((await create(testBody([ids()[0] as string]))).body);
    await expect400(
      await request(h.app)
        .put(`/api/admin/tests/${created.id}`)
        .set(h.as('admin'))
        .send(testBody([ids()[0] as string], { durationMinutes: 'soon' })),
      'durationMinutes must be a number',
    );
  });
});

describe('GET /api/admin/tests, page by page', () => {
  const list = (query = '') => request(h.app).get(`/api/admin/tests${query}`).set(h.as('admin'));
  const titles = (res: request.Response) => res.body.map((t: unknown) => adminTest.parse(t).title);

  it('gives a page of the newest-first list with the total in X-Total-Count, and every test without page or limit', async () => {
    for (const title of ['Paged one', 'Paged two', 'Paged three']) {
      expect((await create(testBody([ids()[0] as string], { title }))).status).toBe(201);
    }
    const all = await list();
    expect(all.status).toBe(200);
    const every = titles(all);
    expect(every.slice(0, 3)).toEqual(['Paged three', 'Paged two', 'Paged one']);
    expect(all.headers['x-total-count']).toBe(String(every.length));

    const first = await list('?page=1&limit=2');
    expect(first.status).toBe(200);
    expect(titles(first)).toEqual(every.slice(0, 2));
    expect(first.headers['x-total-count']).toBe(String(every.length));
    expect(titles(await list('?page=2&limit=2'))).toEqual(every.slice(2, 4));
    // A page alone is 20 tests long; a page past the end is empty, the total still there.
    expect(titles(await list('?page=1'))).toEqual(every.slice(0, 20));
    const past = await list(`?page=${every.length + 1}&limit=1`);
    expect(past.body).toEqual([]);
    expect(past.headers['x-total-count']).toBe(String(every.length));
  });

  it.each([
    ['?page=0', 'page must be at least 1'],
    ['?page=two', 'page'],
    ['?limit=0', 'limit must be at least 1'],
    ['?page=1&limit=101', 'limit must be at most 100'],
  ])('answers 400 to %s', async (query, message) => {
    await expect400(await list(query), message);
  });
});
