import type { Section } from '@ssc/contracts';
import type { SaveProgressBody } from '@ssc/web-core';
import { type ExamWindow, minutesTaken } from './examClock';

/** Auto-save period, and how old the last save may be before the screen saves at once (spec section 9). */
export const AUTO_SAVE_MS = 30_000;
export const INITIAL_SAVE_AFTER_MS = 10_000;

/** The contract's cap on the visited ids one auto-save carries. */
export const MAX_VISITED = 1000;

/** Save at start when the server never recorded activity, or recorded it more than 10 s ago. */
export function needsInitialSave(lastActiveAt: string | null | undefined, serverNowMs: number): boolean {
  const last = lastActiveAt ? Date.parse(lastActiveAt) : Number.NaN;
  return !Number.isFinite(last) || serverNowMs - last > INITIAL_SAVE_AFTER_MS;
}

export interface ProgressInput {
  window: ExamWindow;
  serverNowMs: number;
  index: number;
  /** The current question's section, in sectioned layouts; null otherwise. */
  section: Section | null;
  timeSpent: Record<string, number>;
}

export function progressBody({
  window,
  serverNowMs,
  index,
  section,
  timeSpent,
}: ProgressInput): SaveProgressBody {
  return {
    lastActiveAt: new Date(serverNowMs).toISOString(),
    lastActiveQuestionIndex: Math.max(0, index),
    lastActiveSection: section,
    durationTaken: minutesTaken(window, serverNowMs),
    timeSpent,
  };
}
