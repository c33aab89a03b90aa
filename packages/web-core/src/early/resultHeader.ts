import type { ExamType } from '@ssc/contracts';
import { EXAM_LABELS } from '../catalog/catalogConstants';
import { intlLocale, type UiLocale } from '../i18n/uiLanguage';
import { resultHeaderWords, testTypeWord } from './resultHeaderWords';

/**
 * The top of a scored result as the results page shows it (title, badges, when it was
 * completed), worked out from GET /api/test-results/{id}'s answer. The results page renders it
 * (mf-student `ResultHeader.tsx`) and index.html's start script paints it before the app runs
 * (shell `src/early/resultHeaderPaint.ts`), so both say exactly the same.
 */

export type ResultBadge = { tone: 'primary' | 'neutral' | 'warning'; text: string };

export interface ResultHeaderView {
  attemptId: string;
  title: string;
  badges: ResultBadge[];
  submittedAt: string;
  /** "Just now" within a minute of submitting, else the date and time. */
  completed: string;
}

/**
 * "Completed …": "Just now" for the first minute, then e.g. "28 Nov 2026, 1:45 pm", in the
 * interface's language (hi-IN: "28 नव॰ 2026, 1:45 pm").
 */
export function completedLabel(
  submittedAt: string,
  nowMs: number,
  timeZone?: string,
  locale: UiLocale = 'en',
): string {
  const at = Date.parse(submittedAt);
  if (Number.isNaN(at)) return '';
  if (nowMs - at < 60_000) return resultHeaderWords(locale)[4] as string;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(at);
}

type Header = {
  attemptId: string;
  title: string;
  testType: string;
  examType: string;
  attemptNumber: number;
  submittedAt: string;
};

/** The header of a result (the typed one the page reads). */
export function resultHeaderOf(result: Header, nowMs: number, locale: UiLocale = 'en'): ResultHeaderView {
  const words = resultHeaderWords(locale);
  const badges: ResultBadge[] = [
    { tone: 'primary', text: testTypeWord(words, result.testType) },
    { tone: 'neutral', text: EXAM_LABELS[result.examType as ExamType] ?? result.examType },
  ];
  if (result.attemptNumber > 1)
    badges.push({
      tone: 'warning',
      text: `${words[8]} ${result.attemptNumber}`,
    });
  return {
    attemptId: result.attemptId,
    title: result.title,
    badges,
    submittedAt: result.submittedAt,
    completed: completedLabel(result.submittedAt, nowMs, undefined, locale),
  };
}

/**
 * The header of the API's answer as the start script receives it (unchecked JSON); null unless it
 * is a scored result (not one still being scored, nor anything else).
 */
export function resultHeaderView(
  body: unknown,
  nowMs: number,
  locale: UiLocale = 'en',
): ResultHeaderView | null {
  if (!body || typeof body !== 'object') return null;
  const result = body as Record<string, unknown>;
  const strings = ['attemptId', 'title', 'testType', 'examType', 'submittedAt'] as const;
  if (strings.some((key) => typeof result[key] !== 'string')) return null;
  if (typeof result.attemptNumber !== 'number' || typeof result.score !== 'number') return null;
  return resultHeaderOf(result as unknown as Header, nowMs, locale);
}

/** The element the start script paints a result's header in (one per page at most). */
export const EARLY_RESULT_ID = 'early-result';

/**
 * The results page (or whatever the page shows instead) is on screen: the painted header goes,
 * in the same frame. Call from a layout effect so no frame shows both.
 */
export function removeEarlyResult(): void {
  // Typed by shape: this module is also compiled without the DOM library (scripts' unit tests).
  (globalThis as { document?: { getElementById(id: string): { remove(): void } | null } }).document
    ?.getElementById(EARLY_RESULT_ID)
    ?.remove();
}
