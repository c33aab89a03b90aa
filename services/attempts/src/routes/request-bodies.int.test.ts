import { errorBody } from '@ssc/contracts';
import { MALFORMED_TEXT_MESSAGE } from '@ssc/service-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import { attemptIdFor } from './start-attempt';

let h: AttemptsHarness;
beforeAll(async () => {
  h = await startAttemptsHarness();
});
afterAll(() => h.close());

let users = 0;
const newUser = () => `body-user-${++users}`;

/** POST /api/test-attempts with exactly these bytes (superagent would re-encode a Buffer as JSON). */
const startRaw = (userId: string, body: string | Buffer, headers: Record<string, string> = {}) =>
  request(h.app)
    .post('/api/test-attempts')
    .set(h.as(userId))
    .set({ 'content-type': 'application/json', ...headers })
    .serialize((raw) => raw)
    .send(body);

/** No attempt, index entry, event or deadline job exists for this user and test. */
async function expectNothingStarted(userId: string, testId: string) {
  expect(await h.cols.userAttempts.findOne({ _id: userId })).toBeNull();
  const attemptId = attemptIdFor(userId, testId, 1);
  expect(await h.cols.events.countDocuments({ attemptId })).toBe(0);
  expect(await h.cols.projections.countDocuments({ _id: attemptId })).toBe(0);
  expect(await h.queue.getJob(attemptId)).toBeUndefined();
}

const utf16WithLoneSurrogate = (before: string, after: string) =>
  Buffer.concat([Buffer.from(before, 'utf16le'), Buffer.from([0x00, 0xd8]), Buffer.from(after, 'utf16le')]);

describe('text that is not valid Unicode', () => {
  it('refuses a testId with a lone surrogate (it would reach encodeURIComponent) and starts nothing', async () => {
    const user = newUser();
    const catalogCalls = h.catalog.state.requests;
    const res = await startRaw(user, '{"testId":"\\ud800x"}');
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(errorBody.parse(res.body)).toMatchObject({
      message: MALFORMED_TEXT_MESSAGE,
      issues: [{ path: 'testId', message: 'not valid Unicode' }],
    });
    expect(h.catalog.state.requests).toBe(catalogCalls);
    await expectNothingStarted(user, '\ud800x');
  });

  it.each([
    ['in a key next to a valid testId', (id: string) => `{"testId":"${id}","\\udfff":1}`],
    ['deep inside an ignored field', (id: string) => `{"testId":"${id}","extra":[{"a":["\\udc00"]}]}`],
    ['sent as raw UTF-16', (id: string) => utf16WithLoneSurrogate(`{"testId":"${id}","note":"`, '"}')],
  ])('refuses a lone surrogate %s and starts nothing', async (_name, bodyFor) => {
    const { test } = h.catalog.addTest();
    const user = newUser();
    const body = bodyFor(test.id);
    const res = await startRaw(user, body, {
      'content-type': `application/json${Buffer.isBuffer(body) ? '; charset=utf-16le' : ''}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(MALFORMED_TEXT_MESSAGE);
    await expectNothingStarted(user, test.id);
  });

  it('refuses an answer whose question id has a lone surrogate, leaving the attempt as it was', async () => {
    const { test } = h.catalog.addTest();
    const attempt = await h.start(newUser(), test.id);
    const userId = attempt.userId;
    const events = await h.cols.events.countDocuments({ attemptId: attempt.id });
    const res = await request(h.app)
      .post('/api/question-attempts')
      .set(h.as(userId))
      .set('content-type', 'application/json')
      .send(`{"test_attempt_id":"${attempt.id}","question_id":"q\\ud800","selected_answer":"A"}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(MALFORMED_TEXT_MESSAGE);
    expect(await h.cols.events.countDocuments({ attemptId: attempt.id })).toBe(events);
  });
});

describe('JSON bodies of the wrong shape', () => {
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  it.each<[string, (testId: string) => string | Buffer, number, Record<string, string>?]>([
    ['an array', () => '[]', 400],
    ['a string', () => '"x"', 400],
    ['null', () => 'null', 400],
    ['a number', () => '123', 400],
    ['10,000 nested arrays', () => deep(10_000), 400],
    ['as many nested arrays as the 256 KB limit allows', () => deep(130_000), 400],
    ['a testId of 10,000 nested objects', () => `${'{"testId":'.repeat(10_000)}1${'}'.repeat(10_000)}`, 400],
    ['a testId too large for a double', () => '{"testId":1e400}', 400],
    ['a testId with 400 digits', () => `{"testId":${'9'.repeat(400)}}`, 400],
    // A prototype key must never lend the body a field the client did not send.
    ['a testId hidden in __proto__', (id) => `{"__proto__":{"testId":"${id}"}}`, 400],
    [
      'a testId hidden in constructor.prototype',
      (id) => `{"constructor":{"prototype":{"testId":"${id}"}}}`,
      400,
    ],
    // The decoder turns invalid bytes into U+FFFD: a test id nobody has.
    [
      'invalid UTF-8 bytes',
      () => Buffer.from([...Buffer.from('{"testId":"'), 0xff, 0xfe, 0xed, 0xa0, 0x80, ...Buffer.from('"}')]),
      404,
    ],
    [
      'an unknown charset',
      (id) => `{"testId":"${id}"}`,
      415,
      { 'content-type': 'application/json; charset=x-klingon' },
    ],
    ['UTF-32', (id) => `{"testId":"${id}"}`, 400, { 'content-type': 'application/json; charset=utf-32' }],
    ['a gzip encoding over plain bytes', (id) => `{"testId":"${id}"}`, 400, { 'content-encoding': 'gzip' }],
    ['an unknown encoding', (id) => `{"testId":"${id}"}`, 415, { 'content-encoding': 'x-zip' }],
    ['a body over the limit', () => `{"testId":"${'x'.repeat(300_000)}"}`, 413],
  ])('answers %s with a 4xx and starts nothing', async (_name, bodyFor, status, headers = {}) => {
    const { test } = h.catalog.addTest();
    const user = newUser();
    const res = await startRaw(user, bodyFor(test.id), headers);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(errorBody.parse(res.body).message).toBeTruthy();
    await expectNothingStarted(user, test.id);
  });
});
