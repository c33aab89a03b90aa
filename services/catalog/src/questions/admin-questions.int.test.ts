import { adminTest, errorBody, question as questionSchema } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, questionBody, startCatalogHarness, testBody } from '../catalog-test-harness';
import { questionModel } from './question-model';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(() => h.close());

const post = (body: unknown) =>
  request(h.app)
    .post('/api/admin/questions')
    .set(h.as('admin'))
    .send(body as object);
const put = (id: string, body: unknown) =>
  request(h.app)
    .put(`/api/admin/questions/${id}`)
    .set(h.as('admin'))
    .send(body as object);

async function expect400(res: request.Response, message: string | RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const body = errorBody.parse(res.body);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe('POST /api/admin/questions validation', () => {
  it.each([
    ['missing English text', { questionTextEnglish: undefined }, 'questionTextEnglish is required'],
    ['blank English text', { questionTextEnglish: '   ' }, 'questionTextEnglish is required'],
    ['missing option A', { optionAEnglish: undefined }, 'optionAEnglish is required'],
    ['empty option D', { optionDEnglish: '' }, 'optionDEnglish is required'],
    ['an answer outside A-D', { correctAnswer: 'E' }, 'correctAnswer must be one of A, B, C, D'],
    ['an unknown section', { section: 'HISTORY' }, /^section must be one of QUANTITATIVE_APTITUDE/],
    ['an unknown difficulty', { difficulty: 'EXTREME' }, 'difficulty must be one of EASY, MEDIUM, HARD'],
  ])('rejects %s with 400 naming the field', async (_name, overrides, message) => {
    await expect400(await post(questionBody(overrides)), message);
  });

  it('accepts a question without Hindi, defaults section to GENERAL and normalises the answer', async () => {
    const res = await post(
      questionBody({
        questionTextHindi: undefined,
        optionAHindi: undefined,
        optionBHindi: '',
        explanationHindi: null,
        section: undefined,
        correctAnswer: ' c ',
        difficulty: undefined,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = questionSchema.parse(res.body);
    expect(created).toMatchObject({
      section: 'GENERAL',
      correctAnswer: 'C',
      difficulty: 'MEDIUM',
      questionTextHindi: null,
      optionAHindi: null,
      optionBHindi: null,
    });
  });

  it.each([
    ['a list', ['  Algebra ', 'algebra', '', 'Linear  Equations']],
    ['a JSON string', '["Algebra","algebra"," Linear Equations "]'],
    ['a doubly quoted JSON string', JSON.stringify(JSON.stringify(['Algebra', 'Linear Equations']))],
    ['a single-quoted string', "['Algebra', 'Linear Equations', 'ALGEBRA']"],
  ])('parses topicTags given as %s, trimmed and without duplicates', async (_name, topicTags) => {
    const res = await post(questionBody({ topicTags }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.topicTags).toEqual(['Algebra', 'Linear Equations']);
  });
});

describe('duplicates', () => {
  it('refuses the same content again with 409 and the existing id, whatever the spacing or case', async () => {
    const body = questionBody();
    const first = await h.createQuestion(body);
    const res = await post({
      ...body,
      questionTextEnglish: `  ${String(body.questionTextEnglish).toUpperCase()}  `,
      questionTextHindi: 'अलग हिंदी पाठ',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'This question already exists in the bank',
      existingQuestionId: first.id,
    });
  });

  it('refuses an edit that makes a question equal to another one (409)', async () => {
    const a = await h.createQuestion();
    const b = await h.createQuestion();
    const res = await put(b.id, questionBody({ ...stripIds(a) }));
    expect(res.status).toBe(409);
    expect(res.body.existingQuestionId).toBe(a.id);
  });
});

describe('PUT /api/admin/questions/:id', () => {
  it('replaces the question and recomputes what search and duplicates use', async () => {
    const created = await h.createQuestion({ topicTags: ['Old Topic'] });
    const res = await put(
      created.id,
      questionBody({
        questionTextEnglish: 'Completely new wording about trains',
        topicTags: '["New Topic"]',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const updated = questionSchema.parse(res.body);
    expect(updated).toMatchObject({ id: created.id, createdAt: created.createdAt, topicTags: ['New Topic'] });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    const stored = await questionModel(h.connection).findById(created.id).lean();
    expect(stored?.searchText).toContain('completely new wording about trains');
    expect(stored?.searchText).toContain('new topic');
    // The old wording is free again: a new question may use it.
    await h.createQuestion(stripIds(created));

    const found = await request(h.app)
      .get('/api/admin/questions')
      .query({ search: 'new wording about TRAINS' })
      .set(h.as('admin'));
    expect(found.body.questions.map((q: { id: string }) => q.id)).toEqual([created.id]);
  });

  it('validates the full body and answers 404 for an unknown id', async () => {
    const created = await h.createQuestion();
    await expect400(
      await put(created.id, { ...stripIds(created), optionCEnglish: '' }),
      'optionCEnglish is required',
    );
    expect((await put('no-such-question', questionBody())).status).toBe(404);
  });
});

describe('adding a new question to a test', () => {
  it('appends it and keeps totalQuestions and totalMarks in step', async () => {
    const existing = await h.createQuestion();
    const created = await request(h.app)
      .post('/api/admin/tests')
      .set(h.as('admin'))
      .send(testBody([existing.id], { marksPerQuestion: 1.5, totalMarks: 1.5 }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const test = adminTest.parse(created.body);

    const added = await h.createQuestion({
      section: 'GENERAL_AWARENESS',
      addToTest: true,
      targetTestId: test.id,
    });
    const after = (await request(h.app).get('/api/admin/tests').set(h.as('admin'))).body.find(
      (t: { id: string }) => t.id === test.id,
    );
    expect(after).toMatchObject({ questionIds: [existing.id, added.id], totalQuestions: 2, totalMarks: 3 });
  });

  it('needs an existing target test', async () => {
    await expect400(
      await post(questionBody({ addToTest: true })),
      'targetTestId is required when addToTest is true',
    );
    // A test that is not there now is the bank's state, not the body's fault: 409.
    const gone = await post(questionBody({ addToTest: true, targetTestId: 'nope' }));
    expect([gone.status, gone.body.message]).toEqual([409, 'targetTestId does not match any test']);
  });
});

describe('DELETE /api/admin/questions/:id', () => {
  it('refuses while tests use the question, naming them, and deletes once it is removed from them', async () => {
    const used = await h.createQuestion();
    const other = await h.createQuestion();
    const first = adminTest.parse(
      (
        await request(h.app)
          .post('/api/admin/tests')
          .set(h.as('admin'))
          .send(testBody([used.id], { title: 'Algebra Drill' }))
      ).body,
    );
    const second = adminTest.parse(
      (
        await request(h.app)
          .post('/api/admin/tests')
          .set(h.as('admin'))
          .send(testBody([other.id, used.id], { title: 'Mixed Bag' }))
      ).body,
    );

    const refused = await request(h.app).delete(`/api/admin/questions/${used.id}`).set(h.as('admin'));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^This question is used by 2 test\(s\): /);
    expect(refused.body.message).toContain('"Algebra Drill"');
    expect(refused.body.message).toContain('"Mixed Bag"');
    expect(refused.body.message).toMatch(/Remove it from those tests first\.$/);
    expect(refused.body.tests).toEqual(
      expect.arrayContaining([
        { id: first.id, title: 'Algebra Drill' },
        { id: second.id, title: 'Mixed Bag' },
      ]),
    );

    expect((await request(h.app).delete(`/api/admin/tests/${first.id}`).set(h.as('admin'))).status).toBe(204);
    const edit = await request(h.app)
      .put(`/api/admin/tests/${second.id}`)
      .set(h.as('admin'))
      .send(testBody([other.id], { title: 'Mixed Bag' }));
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);

    expect((await request(h.app).delete(`/api/admin/questions/${used.id}`).set(h.as('admin'))).status).toBe(
      204,
    );
    expect(await questionModel(h.connection).findById(used.id).lean()).toBeNull();
    expect((await request(h.app).delete(`/api/admin/questions/${used.id}`).set(h.as('admin'))).status).toBe(
      404,
    );
    const list = await request(h.app).get('/api/admin/questions').query({ limit: 1000 }).set(h.as('admin'));
    expect(list.body.questions.map((q: { id: string }) => q.id)).not.toContain(used.id);
  });
});

function stripIds(q: Record<string, unknown>) {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = q;
  return rest;
}
