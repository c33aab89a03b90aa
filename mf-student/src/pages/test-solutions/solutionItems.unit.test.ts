import type { Section, SolutionItem } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import {
  countOutcomes,
  filterByOutcome,
  groupBySection,
  keepOrFirst,
  localizeSolution,
  neighbours,
  numberSolutions,
  usesSectionTabs,
} from './solutionItems';

function item(questionId: string, overrides: Partial<SolutionItem> = {}): SolutionItem {
  return {
    questionId,
    section: 'GENERAL',
    difficulty: 'MEDIUM',
    questionTextEnglish: `Question ${questionId}`,
    questionTextHindi: null,
    imageUrl: null,
    optionAEnglish: 'one',
    optionBEnglish: 'two',
    optionCEnglish: 'three',
    optionDEnglish: 'four',
    optionAHindi: null,
    optionBHindi: null,
    optionCHindi: null,
    optionDHindi: null,
    optionAImageUrl: null,
    optionBImageUrl: null,
    optionCImageUrl: null,
    optionDImageUrl: null,
    correctAnswer: 'A',
    selectedAnswer: null,
    attemptStatus: 'NOT_ATTEMPTED',
    explanationEnglish: 'Because.',
    explanationHindi: null,
    timeSpent: 0,
    marks: 0,
    marksPerQuestion: 2,
    negativeMarks: 0.5,
    isCorrect: null,
    outcome: 'unattempted',
    bookmarked: false,
    ...overrides,
  };
}

const correct = (id: string, section: Section = 'GENERAL') =>
  item(id, { section, selectedAnswer: 'A', isCorrect: true, outcome: 'correct', marks: 2 });
const wrong = (id: string, section: Section = 'GENERAL') =>
  item(id, { section, selectedAnswer: 'B', isCorrect: false, outcome: 'incorrect', marks: -0.5 });

describe('solutions filtering and counts', () => {
  const list = numberSolutions([correct('q1'), wrong('q2'), item('q3'), correct('q4')]);

  it('numbers questions by their place in the whole test', () => {
    expect(list.map((s) => s.number)).toEqual([1, 2, 3, 4]);
  });

  it('counts outcomes', () => {
    expect(countOutcomes(list)).toEqual({ correct: 2, incorrect: 1, unattempted: 1 });
  });

  it('filters by outcome, keeping the original numbers', () => {
    expect(filterByOutcome(list, 'all')).toHaveLength(4);
    expect(filterByOutcome(list, 'correct').map((s) => s.number)).toEqual([1, 4]);
    expect(filterByOutcome(list, 'incorrect').map((s) => s.number)).toEqual([2]);
    expect(filterByOutcome(list, 'unattempted').map((s) => s.number)).toEqual([3]);
  });

  it('moves within the visible list and keeps the current question when it is still shown', () => {
    const shown = filterByOutcome(list, 'correct');
    expect(neighbours(shown, 'q1')).toEqual({ previous: null, next: 'q4' });
    expect(neighbours(shown, 'q4')).toEqual({ previous: 'q1', next: null });
    expect(neighbours(shown, 'q2')).toEqual({ previous: null, next: null });
    expect(keepOrFirst(shown, 'q4')).toBe('q4');
    expect(keepOrFirst(shown, 'q2')).toBe('q1');
    expect(keepOrFirst([], 'q2')).toBeNull();
  });
});

describe('section grouping', () => {
  const list = numberSolutions([
    correct('q1', 'QUANTITATIVE_APTITUDE'),
    wrong('q2', 'QUANTITATIVE_APTITUDE'),
    item('q3', { section: 'GENERAL_INTELLIGENCE' }),
    correct('q4', 'ENGLISH_COMPREHENSION'),
    wrong('q5', 'GENERAL_AWARENESS'),
  ]);

  it('groups by section in test order with per-section counts', () => {
    const groups = groupBySection(list);
    expect(groups.map((g) => g.section)).toEqual([
      'QUANTITATIVE_APTITUDE',
      'GENERAL_INTELLIGENCE',
      'ENGLISH_COMPREHENSION',
      'GENERAL_AWARENESS',
    ]);
    expect(groups[0]?.solutions.map((s) => s.number)).toEqual([1, 2]);
    expect(groups[0]?.counts).toEqual({ correct: 1, incorrect: 1, unattempted: 0 });
    expect(groups[1]?.counts).toEqual({ correct: 0, incorrect: 0, unattempted: 1 });
  });

  it('uses section tabs for the four main sections, or a multi-section full-length test', () => {
    const four = groupBySection(list).map((g) => g.section);
    expect(usesSectionTabs('SECTIONAL', four)).toBe(true);
    expect(usesSectionTabs('FULL_LENGTH', ['QUANTITATIVE_APTITUDE', 'GENERAL_AWARENESS'])).toBe(true);
    expect(usesSectionTabs('FULL_LENGTH', ['GENERAL'])).toBe(false);
    expect(usesSectionTabs('PREVIOUS_YEAR', ['QUANTITATIVE_APTITUDE', 'GENERAL_AWARENESS'])).toBe(false);
    expect(usesSectionTabs('CHAPTER_WISE', ['GENERAL'])).toBe(false);
  });
});

describe('solution card view', () => {
  it('falls back to English field by field when Hindi is empty', () => {
    const view = localizeSolution(
      item('q1', {
        questionTextHindi: 'प्रश्न',
        optionAHindi: 'एक',
        optionBHindi: '  ',
        explanationHindi: '',
      }),
      'hindi',
    );
    expect(view.text).toBe('प्रश्न');
    expect(view.options.map((o) => o.text)).toEqual(['एक', 'two', 'three', 'four']);
    expect(view.explanation).toBe('Because.');
    expect(localizeSolution(item('q1', { questionTextHindi: 'प्रश्न' }), 'english').text).toBe('Question q1');
  });

  it('marks the correct option and a wrong choice with their marks', () => {
    const view = localizeSolution(wrong('q2'), 'english');
    const a = view.options.find((o) => o.key === 'A');
    const b = view.options.find((o) => o.key === 'B');
    expect(a).toMatchObject({ isCorrect: true, isChosen: false, marks: 2 });
    expect(b).toMatchObject({ isCorrect: false, isChosen: true, marks: -0.5 });
    expect(view.options.find((o) => o.key === 'C')?.marks).toBeNull();
  });

  it('gives the chosen correct option its awarded marks', () => {
    const a = localizeSolution(correct('q1'), 'english').options.find((o) => o.key === 'A');
    expect(a).toMatchObject({ isCorrect: true, isChosen: true, marks: 2 });
  });

  it('marks every option an answer-key revision accepted as right', () => {
    const view = localizeSolution({ ...wrong('q2'), acceptedAnswers: ['A', 'C'] }, 'english');
    expect(view.options.filter((o) => o.isCorrect).map((o) => o.key)).toEqual(['A', 'C']);
  });

  it('leaves out empty options unless they are the answer or the choice', () => {
    const view = localizeSolution(item('q1', { optionDEnglish: null, optionCEnglish: '' }), 'english');
    expect(view.options.map((o) => o.key)).toEqual(['A', 'B']);
    const answerEmpty = localizeSolution(item('q1', { optionDEnglish: null, correctAnswer: 'D' }), 'english');
    expect(answerEmpty.options.map((o) => o.key)).toContain('D');
  });
});
