import { bookmark, questionReport } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResultsHarness, startResultsHarness } from './results-test-harness';

let h: ResultsHarness;
let now = new Date('2025-04-01T10:00:00.000Z');
beforeAll(async () => {
  h = await startResultsHarness({ worker: false, consumer: false, clock: () => now });
  h.upstreams.addQuestions('q', 9);
  // An id with a dot and a dollar: stored as a map key, it must be encoded.
  const odd = h.upstreams.questions.get('q-q2');
  if (odd) h.upstreams.questions.set('q.2$x', { ...odd, id: 'q.2$x' });
});
afterAll(() => h.close());

const tick = () => {
  now = new Date(now.getTime() + 1_000);
};

describe('question bookmarks', () => {
  it('save, list newest first, save again idempotently, and remove', async () => {
    const as = h.as('nina');
    const first = await request(h.app)
      .post('/api/question-bookmarks')
      .set(as)
      .send({ questionId: 'q-q1', attemptId: 'att-1' });
    expect(first.status).toBe(201);
    expect(bookmark.strict().parse(first.body)).toEqual({
      questionId: 'q-q1',
      attemptId: 'att-1',
      createdAt: now.toISOString(),
    });
    tick();
    // Ids with dots and dollars are keys of the user's document: they must round-trip.
    await request(h.app).post('/api/question-bookmarks').set(as).send({ questionId: 'q.2$x' }).expect(201);
    tick();
    const again = await request(h.app).post('/api/question-bookmarks').set(as).send({ questionId: 'q-q1' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);

    const list = await request(h.app).get('/api/question-bookmarks').set(as).expect(200);
    expect(list.body.map((b: unknown) => bookmark.strict().parse(b))).toEqual([
      { questionId: 'q.2$x', attemptId: null, createdAt: '2025-04-01T10:00:01.000Z' },
      first.body,
    ]);
    expect((await request(h.app).get('/api/question-bookmarks').set(h.as('omar'))).body).toEqual([]);

    await request(h.app)
      .delete(`/api/question-bookmarks/${encodeURIComponent('q.2$x')}`)
      .set(as)
      .expect(204);
    await request(h.app).delete('/api/question-bookmarks/never-saved').set(as).expect(204);
    await request(h.app).delete('/api/question-bookmarks/q-q1').set(h.as('omar')).expect(204);
    const after = await request(h.app).get('/api/question-bookmarks').set(as);
    expect(after.body.map((b: { questionId: string }) => b.questionId)).toEqual(['q-q1']);
  });

  it('validate the body and need a user', async () => {
    const res = await request(h.app).post('/api/question-bookmarks').set(h.as('nina')).send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/questionId/);
    const unknown = await request(h.app)
      .post('/api/question-bookmarks')
      .set(h.as('nora'))
      .send({ questionId: 'no-such-question' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Question not found');
    // Ids the catalog's comma-separated lookup cannot carry name no question either: a 404, not
    // "the question bank is not reachable" (503).
    for (const questionId of [',', 'a,b', ', ,']) {
      for (const path of ['/api/question-bookmarks', '/api/question-reports']) {
        const odd = await request(h.app)
          .post(path)
          .set(h.as('nora'))
          .send({ questionId, reason: 'WRONG_ANSWER' });
        expect([odd.status, odd.body.message], `${path} ${questionId}`).toEqual([404, 'Question not found']);
      }
    }
    expect((await request(h.app).get('/api/question-bookmarks').set(h.as('nora'))).body).toEqual([]);
    expect((await request(h.app).get('/api/question-bookmarks')).status).toBe(401);
    expect((await request(h.app).post('/api/question-bookmarks').send({ questionId: 'q' })).status).toBe(401);
  });
});

describe('question reports', () => {
  it('are filed by students and listed for admins, newest first, one per student and question', async () => {
    const filed = await request(h.app)
      .post('/api/question-reports')
      .set(h.as('pooja'))
      .send({ questionId: 'q-q9', attemptId: 'att-9', reason: 'WRONG_ANSWER', details: ' The answer is C ' });
    expect(filed.status).toBe(201);
    expect(questionReport.strict().parse(filed.body)).toEqual({
      id: 'pooja:q-q9',
      questionId: 'q-q9',
      attemptId: 'att-9',
      userId: 'pooja',
      reason: 'WRONG_ANSWER',
      details: 'The answer is C',
      createdAt: now.toISOString(),
    });
    tick();
    await request(h.app)
      .post('/api/question-reports')
      .set(h.as('raj'))
      .send({ questionId: 'q-q9', reason: 'TYPO' })
      .expect(201);
    tick();
    await request(h.app)
      .post('/api/question-reports')
      .set(h.as('pooja'))
      .send({ questionId: 'q-q9', reason: 'TRANSLATION' })
      .expect(201);

    const list = await request(h.app).get('/api/admin/question-reports').set(h.asAdmin());
    expect(list.status).toBe(200);
    const reports = list.body.map((r: unknown) => questionReport.strict().parse(r));
    expect(reports.map((r: { id: string; reason: string }) => [r.id, r.reason])).toEqual([
      ['pooja:q-q9', 'TRANSLATION'],
      ['raj:q-q9', 'TYPO'],
    ]);
    expect(reports[1]).toMatchObject({ attemptId: null, details: null });
  });

  it('check the reason and keep the admin list for admins', async () => {
    const bad = await request(h.app)
      .post('/api/question-reports')
      .set(h.as('pooja'))
      .send({ questionId: 'q-q1', reason: 'BORING' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^reason must be one of WRONG_ANSWER/);
    const unknown = await request(h.app)
      .post('/api/question-reports')
      .set(h.as('pooja'))
      .send({ questionId: 'no-such-question', reason: 'TYPO' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Question not found');
    expect(await h.cols.reports.countDocuments({ questionId: 'no-such-question' })).toBe(0);
    expect((await request(h.app).get('/api/admin/question-reports').set(h.as('pooja'))).status).toBe(403);
  });
});
