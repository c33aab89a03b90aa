import { MALFORMED_TEXT_MESSAGE } from '@ssc/service-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResultsHarness, startResultsHarness } from '../results-test-harness';

let h: ResultsHarness;
beforeAll(async () => {
  h = await startResultsHarness({ worker: false, consumer: false });
  h.upstreams.addQuestions('t', 3);
});
afterAll(() => h.close());

/** Posts a JSON text as written, so its `\ud800` escapes reach the server unchanged. */
const postJson = (path: string, userId: string, json: string) =>
  request(h.app).post(path).set(h.as(userId)).set('content-type', 'application/json').send(json);

describe('text that is not valid Unicode', () => {
  it('refuses a bookmark with a lone surrogate in its question id and keeps the saved ones', async () => {
    await postJson('/api/question-bookmarks', 'sara', '{"questionId":"t-q1"}').expect(201);
    const before = await h.cols.bookmarks.findOne({ _id: 'sara' });
    expect(Object.keys(before?.items ?? {})).toHaveLength(1);

    const res = await postJson('/api/question-bookmarks', 'sara', '{"questionId":"\\ud800x"}');
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ message: MALFORMED_TEXT_MESSAGE, issues: [{ path: 'questionId' }] });
    expect(await h.cols.bookmarks.findOne({ _id: 'sara' })).toEqual(before);
  });

  it('refuses a first bookmark with a lone surrogate and stores no bookmarks document', async () => {
    const res = await postJson(
      '/api/question-bookmarks',
      'tara',
      '{"questionId":"t-q2","attemptId":"a\\udc00"}',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(MALFORMED_TEXT_MESSAGE);
    expect(await h.cols.bookmarks.findOne({ _id: 'tara' })).toBeNull();
  });

  it('refuses a report whose details have a lone surrogate, instead of storing them garbled', async () => {
    const res = await postJson(
      '/api/question-reports',
      'uma',
      '{"questionId":"t-q3","reason":"TYPO","details":"see \\ud83d here"}',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(MALFORMED_TEXT_MESSAGE);
    expect(await h.cols.reports.countDocuments({ userId: 'uma' })).toBe(0);
  });
});
