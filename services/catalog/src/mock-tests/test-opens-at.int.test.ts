import { adminTest } from '@ssc/contracts';
import { documentedAnswer } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CatalogHarness, startCatalogHarness, testBody } from '../catalog-test-harness';

let h: CatalogHarness;
let offsetMs = 0;
beforeAll(async () => {
  h = await startCatalogHarness({ clock: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => h.close());

const opensAt = (testId: string, at: string | null, caller: 'attempts' | 'results' = 'attempts') =>
  request(h.app).put(`/internal/tests/${testId}/opens-at`).set(h.asService(caller)).send({ opensAt: at });

it('keeps a live mock’s paper from students until it opens; admins may read it; null opens it', async () => {
  const question = await h.createQuestion();
  const res = await request(h.app)
    .post('/api/admin/tests')
    .set(h.as('admin'))
    .send(testBody([question.id]));
  const test = adminTest.parse(res.body);
  const read = (role: 'student' | 'admin') =>
    request(h.app).get(`/api/test-questions/${test.id}`).set(h.as(role));
  await read('student').expect(200); // cached before the mock was scheduled

  const at = new Date(Date.now() + 3_600_000).toISOString();
  await opensAt(test.id, at).expect(204);
  const closed = await read('student');
  expect(closed.status).toBe(409);
  expect(closed.body).toMatchObject({
    code: 'TEST_NOT_OPEN',
    message: `This test opens at ${at}`,
    opensAt: at,
  });
  // Field for field what GET /api/openapi.json documents for this 409.
  expect(documentedAnswer('getTestQuestions', 409).parse(closed.body)).toEqual(closed.body);
  await read('admin').expect(200);

  offsetMs = 3_600_000;
  await read('student').expect(200);
  offsetMs = 0;
  await opensAt(test.id, null).expect(204);
  await read('student').expect(200);
});

it('takes only the attempts service, a known test and an ISO time', async () => {
  const question = await h.createQuestion();
  const test = adminTest.parse(
    (
      await request(h.app)
        .post('/api/admin/tests')
        .set(h.as('admin'))
        .send(testBody([question.id]))
    ).body,
  );
  await opensAt(test.id, null, 'results').expect(404);
  await opensAt('no-such-test', null).expect(404);
  const bad = await opensAt(test.id, 'tomorrow');
  expect([bad.status, bad.body.message]).toEqual([400, 'opensAt must be an ISO time']);
});
