import { describe, expect, it } from 'vitest';
import { submittedSheet } from '../scoring/submitted-fixture';
import { decodeMessage } from './decode-message';

const data = submittedSheet({ attemptId: 'a1b2c3', rows: [{ selectedAnswer: 'A' }] });
const envelope = {
  id: 'a1b2c3:000009',
  type: 'AttemptSubmitted',
  version: 1,
  occurredAt: data.submittedAt,
  key: 'a1b2c3',
  data,
};
const message = (body: unknown, type?: string) => ({
  value: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
  ...(type ? { headers: { type: Buffer.from(type) } } : {}),
});

describe('decodeMessage', () => {
  it('turns AttemptSubmitted into a scoring job carrying the event id', () => {
    expect(decodeMessage(message(envelope, 'AttemptSubmitted'))).toEqual({
      kind: 'job',
      job: { ...data, eventId: 'a1b2c3:000009' },
    });
    // Without the header (another producer) the body decides.
    expect(decodeMessage(message(envelope)).kind).toBe('job');
  });

  it('skips other event types, on the header without reading the body', () => {
    expect(decodeMessage(message('{not even json', 'AnswerRecorded'))).toEqual({ kind: 'skip' });
    expect(decodeMessage(message({ ...envelope, type: 'AttemptStarted' }))).toEqual({ kind: 'skip' });
  });

  it('reports what it cannot read, with the attempt id when there is one', () => {
    expect(decodeMessage(message('{oops'))).toMatchObject({
      kind: 'bad',
      reason: 'The message is not JSON',
      payload: '{oops',
    });
    expect(decodeMessage({ value: null })).toMatchObject({ kind: 'bad', reason: 'The message is not JSON' });
    expect(decodeMessage(message({ hello: 1 }))).toMatchObject({
      kind: 'bad',
      reason: 'The message is not an event envelope',
    });
    expect(decodeMessage(message({ ...envelope, data: { ...data, answers: 'none' } }))).toMatchObject({
      kind: 'bad',
      attemptId: 'a1b2c3',
      reason: expect.stringMatching(/^AttemptSubmitted is malformed: data\.answers: /),
    });
    expect(decodeMessage(message({ ...envelope, version: 2 }))).toMatchObject({
      kind: 'bad',
      attemptId: 'a1b2c3',
    });
  });

  it('refuses attempt ids BullMQ cannot use as job ids', () => {
    for (const attemptId of ['12345', 'a:b']) {
      const odd = { ...envelope, key: attemptId, data: { ...data, attemptId } };
      expect(decodeMessage(message(odd))).toMatchObject({
        kind: 'bad',
        reason: 'The attempt id cannot be a job id',
      });
    }
  });
});
