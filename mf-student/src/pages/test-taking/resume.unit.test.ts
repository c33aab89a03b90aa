import type { AttemptStatus, Section } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { hasProgress, restoreSheet, resumeIndex } from './resume';

const Q: Section = 'QUANTITATIVE_APTITUDE';
const R: Section = 'GENERAL_INTELLIGENCE';

const saved = (
  questionId: string,
  selectedAnswer: 'A' | 'B' | null,
  attemptStatus: AttemptStatus,
  timeSpent = 0,
) => ({
  questionId,
  selectedAnswer,
  attemptStatus,
  timeSpent,
  clientTs: 1000,
});

describe('resume', () => {
  it('restores answers, marks, times and stamps; questions without a row start untouched', () => {
    const { sheet, timeSpent } = restoreSheet(
      ['q1', 'q2', 'q3', 'q4'],
      [
        saved('q1', 'A', 'ANSWERED', 12),
        saved('q2', null, 'MARKED_FOR_REVIEW', 3),
        saved('q3', 'B', 'ANSWERED_AND_MARKED'),
      ],
    );
    expect(sheet.q1).toEqual({ selectedAnswer: 'A', marked: false, clientTs: 1000 });
    expect(sheet.q2).toEqual({ selectedAnswer: null, marked: true, clientTs: 1000 });
    expect(sheet.q3).toEqual({ selectedAnswer: 'B', marked: true, clientTs: 1000 });
    expect(sheet.q4).toEqual({ selectedAnswer: null, marked: false, clientTs: 0 });
    expect(timeSpent).toEqual({ q1: 12, q2: 3 });
  });

  it('ignores rows for questions not in the attempt', () => {
    expect(Object.keys(restoreSheet(['q1'], [saved('zz', 'A', 'ANSWERED')]).sheet)).toEqual(['q1']);
  });

  it('caps the last question index to the last question', () => {
    const sections = [Q, Q, Q];
    expect(resumeIndex(sections, 1, null)).toBe(1);
    expect(resumeIndex(sections, 7, null)).toBe(2);
    expect(resumeIndex(sections, -3, null)).toBe(0);
    expect(resumeIndex(sections, null, null)).toBe(0);
    expect(resumeIndex([], 5, null)).toBe(0);
  });

  it('honours the last section: keeps an index inside it, else opens its first question', () => {
    const sections = [Q, Q, R, R];
    expect(resumeIndex(sections, 3, R)).toBe(3);
    expect(resumeIndex(sections, 0, R)).toBe(2);
    expect(resumeIndex(sections, 9, Q)).toBe(0);
    expect(resumeIndex(sections, 1, 'GENERAL_AWARENESS')).toBe(1);
  });

  it('has something to resume only with an answer, a mark, time spent or a later question', () => {
    const fresh = restoreSheet(['q1', 'q2'], []);
    expect(hasProgress(fresh.sheet, fresh.timeSpent, 0)).toBe(false);
    expect(hasProgress(fresh.sheet, fresh.timeSpent, 1)).toBe(true);
    expect(hasProgress(fresh.sheet, { q1: 4 }, 0)).toBe(true);
    const marked = restoreSheet(['q1'], [saved('q1', null, 'MARKED_FOR_REVIEW')]);
    expect(hasProgress(marked.sheet, {}, 0)).toBe(true);
  });
});
