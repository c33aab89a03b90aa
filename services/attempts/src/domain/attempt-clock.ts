import type { AttemptTest, SectionDeadline } from '@ssc/contracts';
import { compensatoryMs, sectionWindows } from '@ssc/contracts';

/** The clocks an attempt starts with: its deadline, its timed blocks, the extra time. */
export type AttemptClock = {
  deadline: string;
  /** Minutes added for compensatory time (0 when not eligible). */
  compensatoryMinutes: number;
  /** The timed blocks' windows, in order; empty when the test has one clock. */
  sectionDeadlines: SectionDeadline[];
};

/** A live mock's shared clock: when it started and when it ends for a taker without extra time. */
export type LiveClock = { startsAt: string; endsAt: string };

const MINUTE_MS = 60_000;

/**
 * The deadline and block windows of an attempt started at `startedAt`. Compensatory time (20 min
 * an hour, exam-rules.ts) lengthens the whole test and, in proportion, every block.
 * - Practice: the last block's deadline when the test has timed blocks (they run back to back
 *   from the start), else start + duration + the extra time.
 * - Live mock: everyone is on the mock's clock. The deadline is the mock's end + the extra time,
 *   and the blocks run from the mock's start; a block past that deadline is cut at it (a test
 *   whose blocks add up to more than its duration cannot outlast the mock's results release).
 */
export function attemptClock(
  test: Pick<AttemptTest, 'durationMinutes' | 'sectionTimings'>,
  startedAt: Date,
  eligible: boolean,
  live?: LiveClock,
): AttemptClock {
  const extraMs = compensatoryMs(test.durationMinutes, eligible);
  const windows = sectionWindows(
    live ? Date.parse(live.startsAt) : startedAt.getTime(),
    test.sectionTimings,
    eligible,
  );
  const lastBlockEnds = windows.length > 0 ? Date.parse(windows[windows.length - 1]?.deadline ?? '') : null;
  const deadline = live
    ? Math.min(Date.parse(live.endsAt) + extraMs, lastBlockEnds ?? Number.POSITIVE_INFINITY)
    : (lastBlockEnds ?? startedAt.getTime() + test.durationMinutes * MINUTE_MS + extraMs);
  const cut = (at: string) => new Date(Math.min(Date.parse(at), deadline)).toISOString();
  return {
    deadline: new Date(deadline).toISOString(),
    compensatoryMinutes: extraMs / MINUTE_MS,
    sectionDeadlines: windows.map((w) => ({ ...w, opensAt: cut(w.opensAt), deadline: cut(w.deadline) })),
  };
}
