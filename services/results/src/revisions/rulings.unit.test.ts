import { describe, expect, it } from 'vitest';
import { scoreAttempt } from '../scoring/score-attempt';
import { keyFor, type RowSpec, submittedSheet } from '../scoring/submitted-fixture';
import { applyRulings, questionRulings, type Ruling, ruleAfter } from './rulings';

const AT = new Date('2025-03-01T11:00:00.000Z');

/** Q1 answered B, Q2 answered A (right), Q3 unanswered, Q4 answered C and marked; key A everywhere. */
const ROWS: RowSpec[] = [
  { selectedAnswer: 'B', firstAnswer: 'A' },
  { selectedAnswer: 'A' },
  {},
  { selectedAnswer: 'C', attemptStatus: 'ANSWERED_AND_MARKED' },
];

function scored(rows = ROWS, extra: Partial<Parameters<typeof submittedSheet>[0]> = {}) {
  const sheet = submittedSheet({ rows, ...extra });
  return { sheet, result: scoreAttempt(sheet, keyFor(sheet), AT) };
}

let n = 0;
function ruling(partial: Partial<Ruling> & Pick<Ruling, 'questionId' | 'decision'>): Ruling {
  n += 1;
  return {
    revisionId: `rev-${String(n).padStart(3, '0')}`,
    questionNumber: Number(partial.questionId.split('-q')[1]),
    correctAnswers: [],
    language: null,
    note: 'Decided on the objections',
    decidedAt: `2025-03-02T10:00:${String(n).padStart(2, '0')}.000Z`,
    ...partial,
  };
}

describe('answer-key rulings on a stored result', () => {
  it('starts from +2 −0.5: Q1 wrong, Q2 right, Q4 wrong', () => {
    const { result } = scored();
    expect(result.score).toBe(1); // −0.5 + 2 + 0 − 0.5
  });

  it('CHANGE re-scores exactly as scoring with the new key would (score, sections, analysis)', () => {
    const { sheet, result } = scored();
    const change = ruling({ questionId: 'test-1-q1', decision: 'CHANGE', correctAnswers: ['B'] });
    const { result: revised, changed } = applyRulings(result, [change]);
    const key = keyFor(sheet);
    key.set('test-1-q1', 'B');
    const fresh = scoreAttempt(sheet, key, AT);
    expect(changed).toBe(true);
    expect(revised.score).toBe(3.5);
    for (const field of [
      'score',
      'totalScore',
      'percentage',
      'grade',
      'correct',
      'incorrect',
      'attempted',
      'unattempted',
      'accuracy',
      'sections',
      'questionAttempts',
    ] as const)
      expect(revised[field]).toEqual(fresh[field]);
    expect(revised.analysis?.answerChanges).toEqual(fresh.analysis?.answerChanges);
    expect(revised.analysis?.markedForReview).toEqual(fresh.analysis?.markedForReview);
    expect(revised.analysis?.answerChanges).toEqual({ wrongToRight: 1, rightToWrong: 0, wrongToWrong: 0 });
    expect(revised.revisions).toEqual([
      expect.objectContaining({
        revisionId: change.revisionId,
        questionNumber: 1,
        decision: 'CHANGE',
        scoreBefore: 1,
        scoreAfter: 3.5,
      }),
    ]);
    expect(revised.keyAsSat).toEqual({ 'test-1-q1': 'A' });
  });

  it('CHANGE takes marks from those who had the old key: negative marking applies', () => {
    const { result } = scored();
    const { result: revised } = applyRulings(result, [
      ruling({ questionId: 'test-1-q2', decision: 'CHANGE', correctAnswers: ['D'] }),
    ]);
    expect(revised.score).toBe(-1.5); // −0.5 − 0.5 + 0 − 0.5
    expect(revised.questionAttempts[1]).toMatchObject({
      outcome: 'incorrect',
      isCorrect: false,
      marksAwarded: -0.5,
      correctAnswer: 'D',
    });
  });

  it('ACCEPT_MULTIPLE credits every accepted option and still penalises the others', () => {
    const { result } = scored();
    const { result: revised } = applyRulings(result, [
      ruling({ questionId: 'test-1-q1', decision: 'ACCEPT_MULTIPLE', correctAnswers: ['A', 'B'] }),
      ruling({ questionId: 'test-1-q4', decision: 'ACCEPT_MULTIPLE', correctAnswers: ['A', 'B'] }),
    ]);
    expect(revised.questionAttempts[0]).toMatchObject({
      outcome: 'correct',
      marksAwarded: 2,
      correctAnswer: 'B',
    });
    expect(revised.questionAttempts[3]).toMatchObject({
      outcome: 'incorrect',
      marksAwarded: -0.5,
      correctAnswer: 'A',
    });
    expect(revised.score).toBe(3.5);
  });

  it('DROP gives full marks to every taker, whatever they answered, without counting it as attempted', () => {
    const { result } = scored();
    const drops = ['test-1-q1', 'test-1-q2', 'test-1-q3', 'test-1-q4'].map((questionId) =>
      ruling({ questionId, decision: 'DROP' }),
    );
    const { result: revised } = applyRulings(result, drops);
    expect(revised.score).toBe(8);
    expect(revised.percentage).toBe(100);
    expect(revised.questionAttempts.map((a) => a.marksAwarded)).toEqual([2, 2, 2, 2]);
    expect(revised.questionAttempts[2]).toMatchObject({ outcome: 'unattempted', isCorrect: null });
    expect(revised.attempted).toBe(3);
    expect(revised.unattempted).toBe(1);
    expect(revised.revisions?.map((r) => [r.scoreBefore, r.scoreAfter])).toEqual([
      [1, 3.5],
      [3.5, 3.5],
      [3.5, 5.5],
      [5.5, 8],
    ]);
  });

  it('marked-for-review rules: a mark alone is never judged, an answered-and-marked one only when the scheme evaluates it', () => {
    const rows: RowSpec[] = [
      { selectedAnswer: 'B', attemptStatus: 'ANSWERED_AND_MARKED' },
      { selectedAnswer: 'B', attemptStatus: 'MARKED_FOR_REVIEW' },
    ];
    const { result } = scored(rows, { test: { evaluateAnsweredAndMarked: false } });
    expect(result.score).toBe(0);
    const change = [
      ruling({ questionId: 'test-1-q1', decision: 'CHANGE', correctAnswers: ['B'] }),
      ruling({ questionId: 'test-1-q2', decision: 'CHANGE', correctAnswers: ['B'] }),
    ];
    const { result: revised } = applyRulings(result, change);
    expect(revised.score).toBe(0);
    expect(revised.questionAttempts[0]).toMatchObject({ evaluated: false, outcome: 'unattempted' });
    // Dropped, both get the marks all the same.
    const { result: dropped } = applyRulings(result, [
      ruling({ questionId: 'test-1-q1', decision: 'DROP' }),
      ruling({ questionId: 'test-1-q2', decision: 'DROP' }),
    ]);
    expect(dropped.score).toBe(4);
    // With the scheme that evaluates answered-and-marked ones, the change credits Q1.
    const { result: counted } = scored(rows);
    expect(applyRulings(counted, change).result.score).toBe(2);
  });

  it('DROP_LANGUAGE credits only the takers of that language; an attempt without a recorded language gets the benefit of the doubt', () => {
    const drop = ruling({ questionId: 'test-1-q1', decision: 'DROP_LANGUAGE', language: 'HINDI' });
    const hindi = scored(ROWS, { attemptId: 'h' });
    const english = scored(ROWS, { attemptId: 'e' });
    const unknown = scored(ROWS, { attemptId: 'u' });
    expect(applyRulings({ ...hindi.result, language: 'HINDI' }, [drop]).result.score).toBe(3.5);
    expect(applyRulings({ ...english.result, language: 'ENGLISH' }, [drop]).result.score).toBe(1);
    expect(applyRulings(unknown.result, [drop]).result.score).toBe(3.5);
    const eng = applyRulings({ ...english.result, language: 'ENGLISH' }, [drop]).result;
    // Still recorded on the English taker's result: the ruling was applied and confirmed the score.
    expect(eng.revisions).toEqual([expect.objectContaining({ scoreBefore: 1, scoreAfter: 1 })]);
  });

  it('scoring carries the language the submission names', () => {
    const sheet = { ...submittedSheet({ rows: ROWS }), language: 'HINDI' as const };
    expect(scoreAttempt(sheet, keyFor(sheet), AT).language).toBe('HINDI');
  });

  it('two revisions in sequence: the later decision on a question wins, whatever order they are applied in', () => {
    const { result } = scored();
    const first = ruling({ questionId: 'test-1-q1', decision: 'CHANGE', correctAnswers: ['B'] });
    const second = ruling({ questionId: 'test-1-q1', decision: 'CHANGE', correctAnswers: ['C'] });
    const inOrder = applyRulings(applyRulings(result, [first]).result, [first, second]).result;
    const reversed = applyRulings(result, [second, first]).result;
    expect(inOrder.score).toBe(1);
    expect(inOrder).toEqual(reversed);
    expect(inOrder.revisions?.map((r) => [r.revisionId, r.scoreBefore, r.scoreAfter])).toEqual([
      [first.revisionId, 1, 3.5],
      [second.revisionId, 3.5, 1],
    ]);
    // The key as sat is kept, not the first revision's key.
    expect(inOrder.keyAsSat).toEqual({ 'test-1-q1': 'A' });
  });

  it('DROP then CHANGE: the later CHANGE settles the key and undoes the drop; KEEP changes nothing', () => {
    const drop = ruling({ questionId: 'test-1-q2', decision: 'DROP' });
    const keep = ruling({ questionId: 'test-1-q2', decision: 'KEEP' });
    const change = ruling({ questionId: 'test-1-q2', decision: 'CHANGE', correctAnswers: ['C'] });
    expect(ruleAfter([drop, keep])).toEqual({ accepted: null, dropped: 'ALL' });
    expect(ruleAfter([drop, keep, change])).toEqual({ accepted: ['C'], dropped: null });
    const { result } = scored();
    expect(applyRulings(result, [keep]).result.score).toBe(1);
    expect(applyRulings(result, [drop, keep, change]).result.score).toBe(-1.5);
  });

  it('re-running is a no-op, and a ruling on a question not in the paper changes nothing', () => {
    const { result } = scored();
    const rulings = [
      ruling({ questionId: 'test-1-q1', decision: 'ACCEPT_MULTIPLE', correctAnswers: ['A', 'B'] }),
      ruling({ questionId: 'other-q9', decision: 'DROP' }),
    ];
    const once = applyRulings(result, rulings);
    const twice = applyRulings(once.result, rulings);
    expect(twice.changed).toBe(false);
    expect(twice.result).toBe(once.result);
    expect(once.result.revisions).toHaveLength(1);
    expect(applyRulings(result, [rulings[1] as Ruling])).toEqual({ result, changed: false });
  });

  it('tells the solution card what was accepted, whether it was dropped for this taker, and the latest ruling', () => {
    const { result } = scored();
    const accept = ruling({
      questionId: 'test-1-q1',
      decision: 'ACCEPT_MULTIPLE',
      correctAnswers: ['A', 'B'],
    });
    const drop = ruling({ questionId: 'test-1-q2', decision: 'DROP', note: 'Two options are the same' });
    const pending = ruling({ questionId: 'test-1-q3', decision: 'DROP' });
    const revised = applyRulings(result, [accept, drop]).result;
    const cards = questionRulings(revised, [accept, drop, pending]);
    expect(cards.get('test-1-q1')).toMatchObject({
      acceptedAnswers: ['A', 'B'],
      ruling: { decision: 'ACCEPT_MULTIPLE' },
    });
    expect(cards.get('test-1-q1')?.dropped).toBeUndefined();
    expect(cards.get('test-1-q2')).toMatchObject({
      dropped: true,
      ruling: { note: 'Two options are the same' },
    });
    // Not applied to this result yet: not shown.
    expect(cards.has('test-1-q3')).toBe(false);
  });
});
