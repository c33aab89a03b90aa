import { adminTest, type Question, studentQuestion, test as testSchema, testSnapshot } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, questionBody, startCatalogHarness, testBody } from '../catalog-test-harness';

let h: CatalogHarness;
let questions: Question[];
beforeAll(async () => {
  h = await startCatalogHarness();
  questions = [
    await h.createQuestion({ imageUrl: '/media/questions/0123456789abcdef0123456789abcdef.webp' }),
    await h.createQuestion({ optionCImageUrl: 'https://cdn.example.com/c.png' }),
    await h.createQuestion(),
  ];
});
afterAll(() => h.close());

const student = () => h.as('student');
const createTest = async (body: Record<string, unknown>) => {
  const res = await request(h.app).post('/api/admin/tests').set(h.as('admin')).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return adminTest.parse(res.body);
};

describe('student test endpoints', () => {
  it('list tests newest first, by exam type, and one by id, without question ids', async () => {
    const cgl = await createTest(testBody([questions[0]?.id as string], { title: 'CGL quant' }));
    const chsl = await createTest(
      testBody([questions[1]?.id as string], { title: 'CHSL quant', examType: 'SSC_CHSL' }),
    );

    const all = await request(h.app).get('/api/tests').set(student());
    expect(all.status).toBe(200);
    const tests = all.body.map((t: unknown) => testSchema.strict().parse(t));
    expect(tests.map((t: { id: string }) => t.id).slice(0, 2)).toEqual([chsl.id, cgl.id]);
    expect(all.text).not.toContain('questionIds');

    const byExam = await request(h.app).get('/api/tests/exam/SSC_CHSL').set(student());
    expect(byExam.body.map((t: { id: string }) => t.id)).toEqual([chsl.id]);
    const unknown = await request(h.app).get('/api/tests/exam/SSC_GD').set(student());
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('examType must be one of SSC_CGL, SSC_CHSL, SSC_MTS');

    const one = await request(h.app).get(`/api/tests/${cgl.id}`).set(student());
    expect(testSchema.strict().parse(one.body)).toMatchObject({
      id: cgl.id,
      testTitle: 'CGL quant',
      negativeMarking: 0.5,
    });
    expect((await request(h.app).get('/api/tests/no-such-test').set(student())).status).toBe(404);
  });

  it('give a test’s questions in test order, both languages and images, never answers or explanations', async () => {
    const order = [questions[2], questions[0], questions[1]].map((q) => q?.id as string);
    const test = await createTest(testBody(order));
    const res = await request(h.app).get(`/api/test-questions/${test.id}`).set(student());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const served = res.body.map((q: unknown) => studentQuestion.strict().parse(q));
    expect(served.map((q: { id: string }) => q.id)).toEqual(order);
    expect(served[1]).toMatchObject({
      questionTextHindi: questions[0]?.questionTextHindi,
      optionBHindi: 'दो',
      imageUrl: '/media/questions/0123456789abcdef0123456789abcdef.webp',
    });
    expect(served[2].optionCImageUrl).toBe('https://cdn.example.com/c.png');
    for (const secret of [
      'correctAnswer',
      'explanationEnglish',
      'explanationHindi',
      'Because two is the answer',
      'क्योंकि',
    ]) {
      expect(res.text).not.toContain(secret);
    }
    expect((await request(h.app).get('/api/test-questions/no-such-test').set(student())).status).toBe(404);
  });

  it('show edits and deletions at once: test changes, question edits, deleting a test', async () => {
    const test = await createTest(testBody([questions[0]?.id as string]));
    const read = () => request(h.app).get(`/api/test-questions/${test.id}`).set(student());
    expect((await read()).body.map((q: { id: string }) => q.id)).toEqual([questions[0]?.id]);

    await request(h.app)
      .put(`/api/admin/tests/${test.id}`)
      .set(h.as('admin'))
      .send(testBody([questions[0]?.id as string, questions[2]?.id as string]))
      .expect(200);
    expect((await read()).body.map((q: { id: string }) => q.id)).toEqual([
      questions[0]?.id,
      questions[2]?.id,
    ]);

    const edited = questionBody({ questionTextEnglish: 'Edited wording for students' });
    await request(h.app)
      .put(`/api/admin/questions/${questions[2]?.id}`)
      .set(h.as('admin'))
      .send(edited)
      .expect(200);
    expect((await read()).body[1].questionTextEnglish).toBe('Edited wording for students');

    await request(h.app).delete(`/api/admin/tests/${test.id}`).set(h.as('admin')).expect(204);
    expect((await read()).status).toBe(404);
    expect((await request(h.app).get(`/api/tests/${test.id}`).set(student())).status).toBe(404);
    const list = await request(h.app).get('/api/tests').set(student());
    expect(list.body.map((t: { id: string }) => t.id)).not.toContain(test.id);
  });
});

describe('attempt support', () => {
  it('serves a test snapshot on /internal and questions by id for a frozen attempt', async () => {
    const order = [questions[1], questions[2]].map((q) => q?.id as string);
    const test = await createTest(testBody(order, { title: 'Snapshot me' }));
    const fromAttempts = h.asService('attempts', { userId: 'u1', role: 'student', email: '' });
    const snap = await request(h.app).get(`/internal/tests/${test.id}/snapshot`).set(fromAttempts);
    expect(snap.status).toBe(200);
    const parsed = testSnapshot.strict().parse(snap.body);
    expect(parsed.test).toMatchObject({ id: test.id, title: 'Snapshot me', totalQuestions: 2 });
    expect(parsed.questions.map((q) => q.questionId)).toEqual(order);
    expect(snap.text).not.toContain('correctAnswer');
    expect((await request(h.app).get('/internal/tests/nope/snapshot').set(fromAttempts)).status).toBe(404);
    // Results reads the paper too (an answer-key revision numbers its question as the paper does).
    const fromResults = await request(h.app)
      .get(`/internal/tests/${test.id}/snapshot`)
      .set(h.asService('results'));
    expect(fromResults.status).toBe(200);
    expect(fromResults.text).not.toContain('correctAnswer');
    // No one else: no user identity, no other service.
    for (const headers of [{}, student(), h.as('admin'), h.asService('auth')]) {
      const res = await request(h.app).get(`/internal/tests/${test.id}/snapshot`).set(headers);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Snapshot me');
    }

    const byIds = await request(h.app)
      .get(`/api/test-questions/${test.id}`)
      .query({ ids: [questions[0]?.id, 'missing', questions[2]?.id].join(',') })
      .set(student());
    expect(byIds.status).toBe(200);
    expect(byIds.body.map((q: { id: string }) => q.id)).toEqual([questions[0]?.id, questions[2]?.id]);
    expect(byIds.text).not.toContain('correctAnswer');
  });
});
