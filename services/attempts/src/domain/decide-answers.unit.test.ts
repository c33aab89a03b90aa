import { ATTEMPT_MESSAGES, answerRecordedData, reviewMarkToggledData } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { answerOutcome } from './answer-writes';
import { AttemptNotFound } from './attempt-errors';
import { answer, at, started } from './attempt-fixtures';
import { answerSheet, rowAt } from './attempt-rules';
import { decide } from './decide';

describe('RecordAnswer', () => {
  it('records a newer write, with the status following the answer when none is sent', () => {
    const { events, state } = answer(
      started(),
      [{ questionId: 'q2', selectedAnswer: 'B', timeSpent: 12, clientTs: 1000 }],
      at(20),
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.type).toBe('AnswerRecorded');
    expect(answerRecordedData.parse(events[0]?.data)).toMatchObject({
      attemptId: 'attempt-1',
      userId: 'user-1',
      questionId: 'q2',
      selectedAnswer: 'B',
      attemptStatus: 'ANSWERED',
      timeSpent: 12,
      clientTs: 1000,
    });
    expect(rowAt(state, 1)).toMatchObject({ selectedAnswer: 'B', attemptStatus: 'ANSWERED', clientTs: 1000 });
    expect(state.version).toBe(2);
    expect(
      answer(state, [{ questionId: 'q2', selectedAnswer: null, clientTs: 1001 }], at(21)).state.answers[1],
    ).toMatchObject({
      selectedAnswer: null,
      attemptStatus: 'NOT_ATTEMPTED',
    });
  });

  it('keeps the newer answer when an older write arrives late, and tells the writer', () => {
    const s1 = answer(
      started(),
      [{ questionId: 'q1', selectedAnswer: 'C', clientTs: 2000, timeSpent: 10 }],
      at(10),
    ).state;
    const late = { questionId: 'q1', selectedAnswer: 'A' as const, clientTs: 1500, timeSpent: 5 };
    const { events, state } = answer(s1, [late], at(11));
    expect(events).toEqual([]);
    expect(rowAt(state, 0)).toMatchObject({ selectedAnswer: 'C', clientTs: 2000, timeSpent: 10 });
    expect(answerOutcome(state, late, at(11))).toMatchObject({
      applied: false,
      questionAttempt: { questionId: 'q1', selectedAnswer: 'C', clientTs: 2000 },
    });
  });

  it('treats an exact retry as applied without a new event', () => {
    const write = { questionId: 'q1', selectedAnswer: 'D' as const, clientTs: 3000, timeSpent: 4 };
    const s1 = answer(started(), [write], at(5)).state;
    const retry = answer(s1, [write], at(6));
    expect(retry.events).toEqual([]);
    expect(retry.state).toBe(s1);
    expect(answerOutcome(retry.state, write, at(6)).applied).toBe(true);
  });

  it('grows timeSpent from a late write without taking its answer', () => {
    const s1 = answer(
      started(),
      [{ questionId: 'q1', selectedAnswer: 'B', clientTs: 2000, timeSpent: 10 }],
      at(5),
    ).state;
    const { events, state } = answer(
      s1,
      [{ questionId: 'q1', selectedAnswer: 'A', clientTs: 1000, timeSpent: 30 }],
      at(6),
    );
    expect(events).toHaveLength(1);
    expect(rowAt(state, 0)).toMatchObject({ selectedAnswer: 'B', clientTs: 2000, timeSpent: 30 });
  });

  it('never lets timeSpent shrink', () => {
    const s1 = answer(
      started(),
      [{ questionId: 'q1', selectedAnswer: 'B', clientTs: 1000, timeSpent: 40 }],
      at(5),
    ).state;
    const s2 = answer(
      s1,
      [{ questionId: 'q1', selectedAnswer: 'C', clientTs: 2000, timeSpent: 7 }],
      at(6),
    ).state;
    expect(rowAt(s2, 0)).toMatchObject({ selectedAnswer: 'C', timeSpent: 40 });
  });

  it('records a change of the review mark alone as ReviewMarkToggled', () => {
    const s1 = answer(started(), [{ questionId: 'q3', selectedAnswer: 'A', clientTs: 1000 }], at(5)).state;
    const marked = answer(
      s1,
      [{ questionId: 'q3', selectedAnswer: 'A', attemptStatus: 'ANSWERED_AND_MARKED', clientTs: 1100 }],
      at(6),
    );
    expect(marked.events.map((e) => e.type)).toEqual(['ReviewMarkToggled']);
    expect(reviewMarkToggledData.parse(marked.events[0]?.data)).toMatchObject({
      marked: true,
      selectedAnswer: 'A',
    });
    const unmarked = answer(
      marked.state,
      [{ questionId: 'q3', selectedAnswer: 'A', attemptStatus: 'ANSWERED', clientTs: 1200 }],
      at(7),
    );
    expect(unmarked.events[0]).toMatchObject({ type: 'ReviewMarkToggled', data: { marked: false } });
    const reviewOnly = answer(
      started(),
      [{ questionId: 'q2', selectedAnswer: null, attemptStatus: 'MARKED_FOR_REVIEW', clientTs: 5 }],
      at(1),
    );
    expect(reviewOnly.events[0]).toMatchObject({ type: 'ReviewMarkToggled', data: { marked: true } });
    // A new answer together with a mark is an answer.
    const both = answer(
      s1,
      [{ questionId: 'q3', selectedAnswer: 'B', attemptStatus: 'ANSWERED_AND_MARKED', clientTs: 1300 }],
      at(8),
    );
    expect(both.events[0]?.type).toBe('AnswerRecorded');
  });

  it('records an identical answer with a newer key, so an older write still in flight cannot win', () => {
    const s1 = answer(started(), [{ questionId: 'q1', selectedAnswer: 'A', clientTs: 1000 }], at(1)).state;
    const s2 = answer(s1, [{ questionId: 'q1', selectedAnswer: 'A', clientTs: 3000 }], at(2));
    expect(s2.events).toHaveLength(1);
    const inFlight = answer(s2.state, [{ questionId: 'q1', selectedAnswer: 'B', clientTs: 2000 }], at(3));
    expect(rowAt(inFlight.state, 0).selectedAnswer).toBe('A');
  });

  it('orders several writes of one question in a bulk by clientTs', () => {
    const { state } = answer(
      started(),
      [
        { questionId: 'q1', selectedAnswer: 'B', clientTs: 2000 },
        { questionId: 'q1', selectedAnswer: 'A', clientTs: 1000 },
        { questionId: 'q2', selectedAnswer: 'C', clientTs: 1000 },
      ],
      at(5),
    );
    expect(rowAt(state, 0).selectedAnswer).toBe('B');
    expect(rowAt(state, 1).selectedAnswer).toBe('C');
  });

  it('uses the server time as the key when clientTs is absent', () => {
    const { state } = answer(started(), [{ questionId: 'q1', selectedAnswer: 'B' }], at(5));
    expect(rowAt(state, 0).clientTs).toBe(at(5).getTime());
  });

  it('rejects a question not in the attempt (whole bulk), another user (not found), a submitted or late attempt (closed)', () => {
    const s = started();
    expect(() =>
      answer(
        s,
        [
          { questionId: 'q1', selectedAnswer: 'A' },
          { questionId: 'zz', selectedAnswer: 'A' },
        ],
        at(5),
      ),
    ).toThrow(
      expect.objectContaining({
        name: 'InvalidAttemptCommand',
        message: ATTEMPT_MESSAGES.questionNotInAttempt,
      }),
    );
    expect(() => answer(s, [{ questionId: 'q1', selectedAnswer: 'A' }], at(5), 'someone-else')).toThrow(
      AttemptNotFound,
    );
    expect(() =>
      decide({ type: 'RecordAnswer', attemptId: 'x', userId: 'user-1', updates: [] }, null, at(1)),
    ).toThrow(AttemptNotFound);
    // 10-minute test, 30 s grace: writes are taken until 10:30 and refused after.
    expect(answer(s, [{ questionId: 'q1', selectedAnswer: 'A' }], at(630)).events).toHaveLength(1);
    expect(() => answer(s, [{ questionId: 'q1', selectedAnswer: 'A' }], at(631))).toThrow(
      expect.objectContaining({ why: 'timeUp', message: ATTEMPT_MESSAGES.timeUp }),
    );
  });
});

describe('first answers', () => {
  it('keeps the first answer ever recorded through changes, clears and marks, and puts it on the sheet', () => {
    let s = started();
    expect(rowAt(s, 0).firstAnswer).toBeNull();
    s = answer(
      s,
      [{ questionId: 'q1', selectedAnswer: null, attemptStatus: 'MARKED_FOR_REVIEW', clientTs: 1 }],
      at(1),
    ).state;
    expect(rowAt(s, 0).firstAnswer).toBeNull();
    s = answer(s, [{ questionId: 'q1', selectedAnswer: 'C', clientTs: 2 }], at(2)).state;
    s = answer(s, [{ questionId: 'q1', selectedAnswer: null, clientTs: 3 }], at(3)).state;
    s = answer(s, [{ questionId: 'q1', selectedAnswer: 'A', clientTs: 4 }], at(4)).state;
    expect(rowAt(s, 0)).toMatchObject({ selectedAnswer: 'A', firstAnswer: 'C' });
    expect(answerSheet(s).map((r) => [r.selectedAnswer, r.firstAnswer])).toEqual([
      ['A', 'C'],
      [null, null],
      [null, null],
    ]);
  });

  it('takes the first answer a write carries from its device (changed offline, sent once) when the row has none', () => {
    // B then C offline: the screen's queue sends C alone, remembering B.
    const offline = answer(
      started(),
      [{ questionId: 'q1', selectedAnswer: 'C', firstAnswer: 'B', clientTs: 5 }],
      at(5),
    );
    expect(answerRecordedData.parse(offline.events[0]?.data)).toMatchObject({
      selectedAnswer: 'C',
      firstAnswer: 'B',
    });
    expect(answerSheet(offline.state)[0]).toMatchObject({ selectedAnswer: 'C', firstAnswer: 'B' });
    // A first answer the server already holds stays first; so does one after a mark alone.
    const held = answer(started(), [{ questionId: 'q1', selectedAnswer: 'A', clientTs: 1 }], at(1)).state;
    const later = answer(
      held,
      [{ questionId: 'q1', selectedAnswer: 'D', firstAnswer: 'C', clientTs: 2 }],
      at(2),
    );
    expect(answerRecordedData.parse(later.events[0]?.data)).not.toHaveProperty('firstAnswer');
    expect(rowAt(later.state, 0)).toMatchObject({ selectedAnswer: 'D', firstAnswer: 'A' });
    const marked = answer(
      started(),
      [{ questionId: 'q2', selectedAnswer: null, attemptStatus: 'MARKED_FOR_REVIEW', clientTs: 1 }],
      at(1),
    ).state;
    expect(
      rowAt(
        answer(
          marked,
          [
            {
              questionId: 'q2',
              selectedAnswer: 'A',
              attemptStatus: 'ANSWERED_AND_MARKED',
              firstAnswer: 'B',
              clientTs: 2,
            },
          ],
          at(2),
        ).state,
        1,
      ),
    ).toMatchObject({ selectedAnswer: 'A', firstAnswer: 'B' });
    // A late write (not newer) changes no first answer.
    const stale = answer(
      held,
      [{ questionId: 'q1', selectedAnswer: 'C', firstAnswer: 'B', clientTs: 1 }],
      at(3),
    );
    expect(rowAt(stale.state, 0).firstAnswer).toBe('A');
  });

  it('reads as unknown on a row answered before first answers were kept', () => {
    const s = answer(started(), [{ questionId: 'q1', selectedAnswer: 'B', clientTs: 1 }], at(1)).state;
    const { firstAnswer: _, ...legacyRow } = rowAt(s, 0);
    const legacy = { ...s, answers: [legacyRow, null, null] };
    const next = answer(legacy, [{ questionId: 'q1', selectedAnswer: 'D', clientTs: 2 }], at(2)).state;
    expect(rowAt(next, 0).firstAnswer).toBeUndefined();
    expect(answerSheet(next)[0]).not.toHaveProperty('firstAnswer');
    expect(answerSheet(next)[1]).toHaveProperty('firstAnswer', null);
  });
});
