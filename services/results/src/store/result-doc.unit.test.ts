import { testResult } from '@ssc/contracts';
import { FERRETDB_STORAGE, MONGODB_STORAGE, type Packed, unpackJson } from '@ssc/service-kit';
import { describe, expect, it } from 'vitest';
import { scoreAttempt } from '../scoring/score-attempt';
import { keyFor, submittedSheet } from '../scoring/submitted-fixture';
import { fromResultDoc, toResultDoc } from './result-doc';

const packed = FERRETDB_STORAGE;

describe('result documents', () => {
  it('keep the ranking fields in the open, pack the rest and give back the same result', () => {
    const sheet = submittedSheet({
      rows: [
        { selectedAnswer: 'A', section: 'GENERAL_AWARENESS', timeSpent: 12 },
        { selectedAnswer: 'C', attemptStatus: 'ANSWERED_AND_MARKED' },
        { selectedAnswer: null, attemptStatus: 'MARKED_FOR_REVIEW' },
        { selectedAnswer: 'B' },
      ],
    });
    const key = keyFor(sheet);
    key.delete(sheet.answers[3]?.questionId as string);
    const result = scoreAttempt(sheet, key, new Date('2025-03-01T11:00:00.000Z'));
    const doc = toResultDoc(result, packed);
    expect(doc._id).toBe(result.attemptId);
    expect(doc).toMatchObject({
      userId: result.userId,
      testId: result.testId,
      score: result.score,
      countsForRank: true,
    });
    expect(doc).not.toHaveProperty('questionAttempts');
    expect((doc.body as Packed<unknown>).position).toBeLessThan(JSON.stringify(result).length);
    expect(fromResultDoc(doc)).toEqual(result);
  });

  it('with packing off (as on MongoDB) keep the body a plain sub-document with the answers as they are', () => {
    const sheet = submittedSheet({ rows: [{ selectedAnswer: 'A', timeSpent: 3 }, { selectedAnswer: null }] });
    const result = scoreAttempt(sheet, keyFor(sheet), new Date('2025-03-01T11:00:00.000Z'));
    const doc = toResultDoc(result, MONGODB_STORAGE);
    expect(doc.body).toEqual({ result: expect.any(Object), answers: result.questionAttempts });
    expect(fromResultDoc(doc)).toEqual(result);
  });
});

describe('older result documents', () => {
  it('read with no palette state, no evaluated flag and no analysis', () => {
    const sheet = submittedSheet({ rows: [{ selectedAnswer: 'A' }, { selectedAnswer: 'B' }] });
    const {
      mode: _m,
      sectionTimes: _t,
      compensatoryMinutes: _c,
      analysis: _a,
      ...older
    } = scoreAttempt(sheet, keyFor(sheet), new Date('2025-03-01T11:00:00.000Z'));
    const doc = toResultDoc(
      {
        ...older,
        questionAttempts: older.questionAttempts.map(({ cbtState: _s, evaluated: _e, ...a }) => a),
      },
      packed,
    );
    // Eight entries per answer, as before.
    const stored = JSON.parse(JSON.stringify(fromResultDoc(doc)));
    expect(stored).not.toHaveProperty('analysis');
    expect(stored.questionAttempts[0]).not.toHaveProperty('cbtState');
    expect(stored.questionAttempts.map((a: { outcome: string }) => a.outcome)).toEqual([
      'correct',
      'incorrect',
    ]);
    expect(testResult.partial().parse(stored)).toBeTruthy();
  });
});

describe('result documents with the analysis', () => {
  it('store it without the per-question times and give it back whole', () => {
    const sheet = submittedSheet({
      rows: [
        { selectedAnswer: 'A', firstAnswer: 'B', timeSpent: 4 },
        { selectedAnswer: 'B', attemptStatus: 'ANSWERED_AND_MARKED', timeSpent: 40 },
      ],
    });
    const result = scoreAttempt(sheet, keyFor(sheet), new Date('2025-03-01T11:00:00.000Z'));
    expect(result.analysis?.timeVsMedian).toHaveLength(2);
    const doc = toResultDoc(result, packed);
    expect(unpackJson(doc.body).result.analysis?.timeVsMedian).toEqual([]);
    expect(fromResultDoc(doc)).toEqual(result);
  });
});
