import { personalTestCreated, test as testSchema, testSnapshot } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, startCatalogHarness } from '../catalog-test-harness';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(() => h.close());

const student = (userId: string) => ({ userId, role: 'student' as const, email: `${userId}@example.com` });
const create = (body: object, caller: 'results' | 'attempts' = 'results') =>
  request(h.app).post('/internal/tests/personal').set(h.asService(caller)).send(body);

describe('personal tests (the mistake deck’s mini-mocks)', () => {
  it('are made of the bank’s questions, offered only to their owner and never listed', async () => {
    const q1 = await h.createQuestion({ section: 'GENERAL_AWARENESS' });
    const q2 = await h.createQuestion({ section: 'ENGLISH_COMPREHENSION' });
    const res = await create({
      ownerId: 'tara',
      title: 'Mistake deck review · 2 questions',
      questionIds: [q2.id, 'gone', q1.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { testId } = personalTestCreated.parse(res.body);

    const own = await request(h.app).get(`/api/tests/${testId}`).set(h.as('student', 'tara')).expect(200);
    expect(testSchema.strict().parse(own.body)).toMatchObject({
      id: testId,
      testType: 'MINI_QUIZ',
      totalQuestions: 2,
      totalMarks: 4,
      durationMinutes: 2,
      sections: ['ENGLISH_COMPREHENSION', 'GENERAL_AWARENESS'],
    });
    expect((await request(h.app).get(`/api/tests/${testId}`).set(h.as('student', 'uma'))).status).toBe(404);
    const list = await request(h.app).get('/api/tests').set(h.as('student', 'tara')).expect(200);
    expect(list.body.map((t: { id: string }) => t.id)).not.toContain(testId);

    // Its owner starts it like any test: the attempts service freezes it on the owner's behalf.
    const snap = await request(h.app)
      .get(`/internal/tests/${testId}/snapshot`)
      .set(h.asService('attempts', student('tara')))
      .expect(200);
    expect(testSnapshot.parse(snap.body).questions.map((q) => q.questionId)).toEqual([q2.id, q1.id]);
    await request(h.app)
      .get(`/internal/tests/${testId}/snapshot`)
      .set(h.asService('attempts', student('uma')))
      .expect(404);
    const paper = await request(h.app)
      .get(`/api/test-questions/${testId}`)
      .set(h.as('student', 'tara'))
      .expect(200);
    expect(paper.body.map((q: { id: string }) => q.id)).toEqual([q2.id, q1.id]);
    expect(paper.body[0]).not.toHaveProperty('correctAnswer');
  });

  it('take only the results service, a real question and a valid body', async () => {
    const q = await h.createQuestion();
    expect((await create({ ownerId: 'tara', title: 'x', questionIds: [q.id] }, 'attempts')).status).toBe(404);
    const none = await create({ ownerId: 'tara', title: 'x', questionIds: ['nope'] });
    expect(none.status).toBe(404);
    const bad = await create({ ownerId: 'tara', title: 'x', questionIds: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/at least one question/);
    expect((await request(h.app).post('/internal/tests/personal').send({})).status).toBe(404);
  });
});
