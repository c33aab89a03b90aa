import { question } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, startCatalogHarness } from '../catalog-test-harness';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(() => h.close());

describe('GET /internal/questions?ids=', () => {
  it('gives full questions with answers and explanations, in the order asked, omitting unknown ids', async () => {
    const a = await h.createQuestion({ correctAnswer: 'C', explanationEnglish: 'Because C.' });
    const b = await h.createQuestion({ correctAnswer: 'D', imageUrl: 'https://cdn.example.com/b.png' });
    const res = await request(h.app)
      .get('/internal/questions')
      .query({ ids: [b.id, 'missing', a.id, b.id].join(',') })
      .set(h.asService('results'));
    expect(res.status).toBe(200);
    const list = res.body.map((q: unknown) => question.strict().parse(q));
    expect(list.map((q: { id: string }) => q.id)).toEqual([b.id, a.id]);
    expect(list[1]).toMatchObject({
      correctAnswer: 'C',
      explanationEnglish: 'Because C.',
      explanationHindi: a.explanationHindi,
    });
    expect(list[0]).toEqual(b);
  });

  it('answers an empty list when nothing is known', async () => {
    const res = await request(h.app).get('/internal/questions?ids=nope,gone').set(h.asService('results'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('is closed to everyone but the results service: the answer key goes nowhere else', async () => {
    const q = await h.createQuestion({ correctAnswer: 'B', explanationEnglish: 'Secret reasoning.' });
    for (const headers of [
      {},
      h.as('student'),
      h.as('admin'),
      h.asService('attempts'),
      h.asService('gateway'),
    ]) {
      const res = await request(h.app).get(`/internal/questions?ids=${q.id}`).set(headers);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Secret reasoning');
    }
  });

  it('needs a bounded list of ids', async () => {
    const asResults = h.asService('results');
    const none = await request(h.app).get('/internal/questions').set(asResults);
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/ids/);
    const blank = await request(h.app).get('/internal/questions?ids=,,').set(asResults);
    expect(blank.status).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => `q${i}`).join(',');
    const tooMany = await request(h.app).get('/internal/questions').query({ ids: many }).set(asResults);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('ids must list at most 500 question ids');
  });
});

describe('PUT /internal/questions/:id/correct-answer (an answer-key revision that changes the key)', () => {
  it('sets the key for future attempts, idempotently; only results may, and only a valid option', async () => {
    const q = await h.createQuestion({ correctAnswer: 'A' });
    const put = (body: object, caller: 'results' | 'attempts' = 'results') =>
      request(h.app).put(`/internal/questions/${q.id}/correct-answer`).set(h.asService(caller)).send(body);
    expect((await put({ correctAnswer: 'C' }, 'attempts')).status).toBe(404);
    expect((await put({ correctAnswer: 'E' })).status).toBe(400);
    expect((await put({ correctAnswer: 'C' })).status).toBe(204);
    expect((await put({ correctAnswer: 'C' })).status).toBe(204);
    const res = await request(h.app)
      .get('/internal/questions')
      .query({ ids: q.id })
      .set(h.asService('results'));
    expect(res.body[0]).toMatchObject({
      id: q.id,
      correctAnswer: 'C',
      questionTextEnglish: q.questionTextEnglish,
    });
    const missing = await request(h.app)
      .put('/internal/questions/missing/correct-answer')
      .set(h.asService('results'))
      .send({ correctAnswer: 'B' });
    expect(missing.status).toBe(404);
  });
});
