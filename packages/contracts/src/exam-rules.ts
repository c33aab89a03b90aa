/**
 * The real exam's timing and palette rules, as plain functions with no imports beyond
 * the constants: the attempts service enforces them, the exam screen shows them, results reports
 * them — one reading for all three (`@ssc/contracts/exam-rules`, browser-safe like constants).
 */
import {
  type ATTEMPT_STATUSES,
  type CBT_STATES,
  COMPENSATORY_MINUTES_PER_HOUR,
  type SECTIONS,
} from './constants';

type Section = (typeof SECTIONS)[number];
type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
export type CbtState = (typeof CBT_STATES)[number];

/**
 * One timed block of a test with section timers: `section` names it (the spec's shape) and is its
 * first subject; `sections` lists every subject it holds when there are several (CGL Tier-2's
 * Section I is Mathematics and Reasoning in one hour), absent or empty for one.
 */
export type SectionTiming = { section: Section; durationMinutes: number; sections?: readonly Section[] };

/** A block's clock in one attempt: when it opens and closes, ISO times on the server's clock. */
export type SectionWindow = {
  section: Section;
  sections: Section[];
  durationMinutes: number;
  opensAt: string;
  deadline: string;
};

const MINUTE_MS = 60_000;

/** Extra time for an eligible student: 20 minutes an hour, in milliseconds (0 when not eligible). */
export function compensatoryMs(durationMinutes: number, eligible: boolean): number {
  return eligible ? Math.round((durationMinutes * MINUTE_MS * COMPENSATORY_MINUTES_PER_HOUR) / 60) : 0;
}

/** The same in minutes, for screens (a 45-minute paper gives 15). */
export const compensatoryMinutes = (durationMinutes: number, eligible: boolean): number =>
  compensatoryMs(durationMinutes, eligible) / MINUTE_MS;

/** The subjects a block holds. */
export const blockSections = (timing: SectionTiming): Section[] =>
  timing.sections?.length ? [...timing.sections] : [timing.section];

/**
 * The blocks' windows for an attempt started at `startedAtMs`: in order, back to back, each
 * lengthened by compensatory time in proportion when the student is eligible. Empty for a test
 * with one clock.
 */
export function sectionWindows(
  startedAtMs: number,
  timings: readonly SectionTiming[],
  eligible: boolean,
): SectionWindow[] {
  let opens = startedAtMs;
  return timings.map((timing) => {
    const closes =
      opens + timing.durationMinutes * MINUTE_MS + compensatoryMs(timing.durationMinutes, eligible);
    const window = {
      section: timing.section,
      sections: blockSections(timing),
      durationMinutes: timing.durationMinutes,
      opensAt: new Date(opens).toISOString(),
      deadline: new Date(closes).toISOString(),
    };
    opens = closes;
    return window;
  });
}

/** Which window holds a question of `section` (-1: none; such a question is never writable). */
export const windowIndexOf = (
  windows: readonly Pick<SectionWindow, 'sections'>[],
  section: Section,
): number => windows.findIndex((w) => w.sections.includes(section));

/** The window open at `nowMs` (-1 before the first opens or after the last closes). */
export const openWindowAt = (
  windows: readonly Pick<SectionWindow, 'opensAt' | 'deadline'>[],
  nowMs: number,
): number => windows.findIndex((w) => Date.parse(w.opensAt) <= nowMs && nowMs < Date.parse(w.deadline));

/**
 * A question's palette state. `visited`: the student opened it (any answer write implies it).
 * A status that carries an answer or a mark decides alone; otherwise opened is Not Answered.
 */
export function cbtStateOf(row: { attemptStatus: AttemptStatus; visited?: boolean | null }): CbtState {
  if (row.attemptStatus !== 'NOT_ATTEMPTED') return row.attemptStatus;
  return row.visited ? 'NOT_ANSWERED' : 'NOT_VISITED';
}

/**
 * Whether an answered question counts in the score under the test's scheme: a plain answer always;
 * an answered-and-marked one unless the scheme says marked answers are not evaluated.
 */
export const isEvaluated = (status: AttemptStatus, evaluateAnsweredAndMarked: boolean): boolean =>
  status === 'ANSWERED' || (status === 'ANSWERED_AND_MARKED' && evaluateAnsweredAndMarked);

/** Marks for one question: + for right, − for wrong. */
export type MarkingScheme = { marksPerQuestion: number; negativeMarks: number };

/**
 * The marks of a question of a section: the test's own, unless `sectionMarking` overrides them
 * for that section (MTS's two sessions, CGL Tier-2's computer module). One rule for scoring, the
 * exam screen and the instructions.
 */
export function schemeFor(test: {
  marksPerQuestion: number;
  negativeMarks: number;
  sectionMarking?: readonly ({ section: Section } & MarkingScheme)[] | null;
}): (section: Section) => MarkingScheme {
  const bySection = new Map<Section, MarkingScheme>(
    (test.sectionMarking ?? []).map((m) => [
      m.section,
      { marksPerQuestion: m.marksPerQuestion, negativeMarks: m.negativeMarks },
    ]),
  );
  const base: MarkingScheme = { marksPerQuestion: test.marksPerQuestion, negativeMarks: test.negativeMarks };
  return (section) => bySection.get(section) ?? base;
}
