import { SECTION_LABELS } from '@ssc/contracts/constants';
import { schemeFor } from '@ssc/contracts/exam-rules';

/**
 * What the exam screen will show first, worked out from the attempt and its test's questions as
 * the API sends them, before the app runs: index.html's start script paints it (shell
 * `src/early/firstQuestionPaint.ts`) and the exam screen takes its place. It must be exactly what
 * the exam screen renders, so the choice of language and text lives here for both
 * (mf-student `language/localizeQuestion.ts` uses `parseLanguage` and `pickText`).
 */

/** The exam languages (spec section 9); the taking screen reads one from ?lang=. */
export type Language = 'english' | 'hindi';

export function parseLanguage(value: string | null | undefined): Language {
  return value?.trim().toLowerCase() === 'hindi' ? 'hindi' : 'english';
}

const present = (value: string | null | undefined): string | null => (value?.trim() ? value : null);

/** Hindi where chosen and written; English otherwise, field by field. */
export function pickText(
  english: string | null | undefined,
  hindi: string | null | undefined,
  language: Language,
): string | null {
  return (language === 'hindi' ? present(hindi) : null) ?? present(english);
}

/** What the question card says when a question has no text in either language. */
export const NO_QUESTION_TEXT = 'Question text not available';

export interface FirstQuestionView {
  questionId: string;
  /** The question's text as the card shows it (plain text: it is only ever set as textContent). */
  text: string;
  language: Language;
  /** False in the English comprehension section, which is always in English (no toggle). */
  showLanguage: boolean;
  title: string;
  total: number;
  /** The section badge of a sectioned test's header, else null. */
  sectionLabel: string | null;
  /** The card's badges: marks for a right answer and deducted for a wrong one (0: no badge). */
  marksPerQuestion: number;
  negativeMarks: number;
  /** Seconds to the deadline by the server's clock when it answered. */
  secondsLeft: number;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object';
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The first question of an attempt nobody has opened yet, as its exam screen will first show it;
 * null for anything else (a finished or resumed attempt, timed blocks, extra minutes, answers
 * already saved, a question missing from the list): those screens open elsewhere or look
 * different, and the app shows them itself.
 */
export function firstQuestionView(
  attempt: unknown,
  questions: unknown,
  search: string,
): FirstQuestionView | null {
  if (!isObject(attempt) || !Array.isArray(questions) || !isObject(attempt.test)) return null;
  if (attempt.isCompleted !== false || attempt.status !== 'IN_PROGRESS') return null;
  if (attempt.lastActiveAt != null || attempt.lastActiveSection != null) return null;
  if (Array.isArray(attempt.sectionDeadlines) && attempt.sectionDeadlines.length > 0) return null;
  if (typeof attempt.compensatoryMinutes === 'number' && attempt.compensatoryMinutes > 0) return null;
  // Its rows start as NOT_ATTEMPTED for every question; any other means it was worked on.
  const rows = Array.isArray(attempt.questionAttempts) ? attempt.questionAttempts : [null];
  if (
    rows.some((row) => !isObject(row) || row.attemptStatus !== 'NOT_ATTEMPTED' || row.selectedAnswer != null)
  )
    return null;
  const frozen: unknown[] = Array.isArray(attempt.questions) ? attempt.questions : [];
  const refs = frozen.filter(isObject);
  const first = refs[0];
  if (!first || refs.length !== frozen.length) return null;
  const question = questions.find((q): q is Json => isObject(q) && q.id === first.questionId);
  const title = text(attempt.test.title);
  if (!question || title === null) return null;
  const deadline = Date.parse(text(attempt.deadline) ?? '');
  const serverNow = Date.parse(text(attempt.serverNow) ?? '');
  if (!Number.isFinite(deadline) || !Number.isFinite(serverNow)) return null;

  // The frozen section wins over the question's current one, as on the exam screen.
  const sectionOf = (ref: Json) =>
    text(ref.section) ??
    text(questions.find((q) => isObject(q) && q.id === ref.questionId)?.section) ??
    'GENERAL';
  const section = sectionOf(first);
  const sectionCount = new Set(refs.map(sectionOf)).size;
  const testType = attempt.test.testType;
  const sectioned = (testType === 'FULL_LENGTH' || testType === 'PREVIOUS_YEAR') && sectionCount > 1;
  const english = section === 'ENGLISH_COMPREHENSION';
  // The exam screen's marks (its defaults: 2 and 0.5); a section may carry its own.
  const test = attempt.test as {
    marksPerQuestion?: number | null;
    negativeMarks?: number | null;
    negativeMarking?: number | null;
    sectionMarking?: Parameters<typeof schemeFor>[0]['sectionMarking'];
  };
  const marks = schemeFor({
    marksPerQuestion: test.marksPerQuestion ?? 2,
    negativeMarks: test.negativeMarks ?? test.negativeMarking ?? 0.5,
    sectionMarking: Array.isArray(test.sectionMarking) ? test.sectionMarking : null,
  })(section as Parameters<ReturnType<typeof schemeFor>>[0]);
  const language = english ? 'english' : parseLanguage(new URLSearchParams(search).get('lang'));
  return {
    questionId: String(first.questionId),
    text:
      pickText(text(question.questionTextEnglish), text(question.questionTextHindi), language) ??
      NO_QUESTION_TEXT,
    language,
    showLanguage: !english,
    title,
    total: refs.length,
    sectionLabel: sectioned ? (SECTION_LABELS[section as keyof typeof SECTION_LABELS] ?? null) : null,
    marksPerQuestion: marks.marksPerQuestion,
    negativeMarks: marks.negativeMarks,
    secondsLeft: Math.max(0, Math.floor((deadline - serverNow) / 1000)),
  };
}

/** HH:MM:SS, as the exam header's countdown shows it. */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/** The element the start script paints the first question in (one per page at most). */
export const FIRST_QUESTION_ID = 'first-question';

/**
 * The exam screen (or whatever the page shows instead) is on screen: the painted first question
 * goes, in the same frame. Call from a layout effect so no frame shows both.
 */
export function removeFirstQuestion(): void {
  (globalThis as { document?: Document }).document?.getElementById(FIRST_QUESTION_ID)?.remove();
}
