import {
  type AttemptSubmittedData,
  blockSections,
  compensatoryMs,
  type ScoredAnswer,
  type SectionTime,
} from '@ssc/contracts';

/**
 * Time used in each timed block against its limit. The limit is the block's window in
 * this attempt (opensAt → deadline from the submission, so compensatory time is in it); a
 * submission without windows (none recorded) falls back to the block's minutes plus its share of
 * compensatory time. Used = seconds spent on the block's questions, capped at the limit (the
 * screen's per-question clocks can overlap a block's end by the save grace). Empty for a test
 * with one clock.
 */
export function sectionTimes(
  sheet: Pick<AttemptSubmittedData, 'test' | 'sectionDeadlines' | 'compensatoryMinutes'>,
  answers: readonly Pick<ScoredAnswer, 'section' | 'timeSpent'>[],
): SectionTime[] {
  const timings = sheet.test.sectionTimings ?? [];
  const eligible = (sheet.compensatoryMinutes ?? 0) > 0;
  return timings.map((timing, i) => {
    const sections = blockSections(timing);
    const window =
      sheet.sectionDeadlines?.find((w) => w.section === timing.section) ?? sheet.sectionDeadlines?.[i];
    const limitSeconds = window
      ? Math.round((Date.parse(window.deadline) - Date.parse(window.opensAt)) / 1000)
      : timing.durationMinutes * 60 + compensatoryMs(timing.durationMinutes, eligible) / 1000;
    const spent = answers
      .filter((a) => sections.includes(a.section))
      .reduce((sum, a) => sum + a.timeSpent, 0);
    return { section: timing.section, sections, limitSeconds, usedSeconds: Math.min(spent, limitSeconds) };
  });
}
