import type { Answer, Outcome, Section, SolutionItem, TestType } from '@ssc/contracts';
import { MAIN_SECTIONS } from '@ssc/web-core';
import { type Language, pickText } from '../../language/localizeQuestion';

export type OutcomeFilter = 'all' | Outcome;

/** The filters, each with its label's catalog id. */
export const OUTCOME_FILTERS: ReadonlyArray<{ value: OutcomeFilter; label: string }> = [
  { value: 'all', label: 'solutions.filter.all' },
  { value: 'correct', label: 'results.correct' },
  { value: 'incorrect', label: 'results.incorrect' },
  { value: 'unattempted', label: 'results.unattempted' },
];

/** An outcome's catalog id (the results page's words for the same counts). */
export const OUTCOME_LABELS: Readonly<Record<Outcome, string>> = {
  correct: 'results.correct',
  incorrect: 'results.incorrect',
  unattempted: 'results.unattempted',
};

/** A solution with its number in the whole test (numbers stay put when filtering or switching tabs). */
export interface NumberedSolution {
  number: number;
  item: SolutionItem;
}

export type OutcomeCounts = Record<Outcome, number>;

export function numberSolutions(items: readonly SolutionItem[]): NumberedSolution[] {
  return items.map((item, i) => ({ number: i + 1, item }));
}

export function countOutcomes(list: readonly NumberedSolution[]): OutcomeCounts {
  const counts: OutcomeCounts = { correct: 0, incorrect: 0, unattempted: 0 };
  for (const { item } of list) counts[item.outcome] += 1;
  return counts;
}

export function filterByOutcome(
  list: readonly NumberedSolution[],
  filter: OutcomeFilter,
): NumberedSolution[] {
  return filter === 'all' ? [...list] : list.filter(({ item }) => item.outcome === filter);
}

export interface SectionGroup {
  section: Section;
  solutions: NumberedSolution[];
  counts: OutcomeCounts;
}

/** The test's sections in order of first appearance, each with its solutions and counts. */
export function groupBySection(list: readonly NumberedSolution[]): SectionGroup[] {
  const groups = new Map<Section, NumberedSolution[]>();
  for (const solution of list) {
    const group = groups.get(solution.item.section);
    if (group) group.push(solution);
    else groups.set(solution.item.section, [solution]);
  }
  return [...groups].map(([section, solutions]) => ({
    section,
    solutions,
    counts: countOutcomes(solutions),
  }));
}

/**
 * Spec section 2: full-length tests get one tab per section. A test counts as full-length when it
 * covers the four main sections (whatever its type), or is typed FULL_LENGTH and has several.
 */
export function usesSectionTabs(testType: TestType, sections: readonly Section[]): boolean {
  if (MAIN_SECTIONS.every((section) => sections.includes(section))) return true;
  return testType === 'FULL_LENGTH' && new Set(sections).size > 1;
}

export interface SolutionOption {
  key: Answer;
  text: string | null;
  imageUrl: string | null;
  isCorrect: boolean;
  isChosen: boolean;
  /** The marks this option carries for the student: "+2" on the correct one, "−0.5" on a wrong choice. */
  marks: number | null;
}

export interface SolutionView {
  text: string | null;
  imageUrl: string | null;
  options: SolutionOption[];
  explanation: string | null;
}

const present = (value: string | null | undefined) => (value?.trim() ? value : null);
const KEYS: readonly Answer[] = ['A', 'B', 'C', 'D'];

/** The card's view in a language: Hindi where written, English otherwise, field by field. */
export function localizeSolution(item: SolutionItem, language: Language): SolutionView {
  const options: SolutionOption[] = [];
  for (const key of KEYS) {
    const text = pickText(item[`option${key}English`], item[`option${key}Hindi`], language);
    const imageUrl = present(item[`option${key}ImageUrl`]);
    // After an answer-key revision that accepts several options, each of them is marked right.
    const isCorrect = item.correctAnswer === key || (item.acceptedAnswers?.includes(key) ?? false);
    const isChosen = item.selectedAnswer === key;
    // An empty option is left out, unless it is the answer or the choice (then it must still show).
    if (!text && !imageUrl && !isCorrect && !isChosen) continue;
    const marks = isChosen ? item.marks : isCorrect ? item.marksPerQuestion : null;
    options.push({ key, text, imageUrl, isCorrect, isChosen, marks });
  }
  return {
    text: pickText(item.questionTextEnglish, item.questionTextHindi, language),
    imageUrl: present(item.imageUrl),
    options,
    explanation: pickText(item.explanationEnglish, item.explanationHindi, language),
  };
}

/** Where Previous/Next lead within the visible list (null at either end). */
export function neighbours(
  list: readonly NumberedSolution[],
  questionId: string,
): { previous: string | null; next: string | null } {
  const at = list.findIndex(({ item }) => item.questionId === questionId);
  if (at < 0) return { previous: null, next: null };
  return {
    previous: list[at - 1]?.item.questionId ?? null,
    next: list[at + 1]?.item.questionId ?? null,
  };
}

/** The question to show: the current one if it is still in the list, else the list's first. */
export function keepOrFirst(list: readonly NumberedSolution[], questionId: string | null): string | null {
  if (questionId && list.some(({ item }) => item.questionId === questionId)) return questionId;
  return list[0]?.item.questionId ?? null;
}
