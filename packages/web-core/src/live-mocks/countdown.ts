/** Countdowns to a time on the server's clock (live mocks): seconds left, format, rare announcements. */

/** Whole seconds from server-now to `atIso` (rounded up, so 0 comes exactly at that time), never below 0. */
export function secondsUntil(atIso: string, deviceNowMs: number, offsetMs: number): number {
  const at = Date.parse(atIso);
  if (!Number.isFinite(at)) return 0;
  return Math.max(0, Math.ceil((at - (deviceNowMs + offsetMs)) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** A countdown for people: "2d 03:04:05" past a day, else HH:MM:SS. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const rest = s % 86_400;
  const hms = `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`;
  return days > 0 ? `${days}d ${hms}` : hms;
}

/**
 * What a screen reader hears of a countdown: a phrase that changes rarely (at 1 hour, 10, 5 and
 * 1 minute, and at zero), so a polite live region holding it speaks a handful of times, never
 * every second. Same pattern as the exam's time warnings.
 */
export function countdownMilestone(seconds: number, what: string): string {
  const step = countdownMilestoneStep(seconds);
  return step ? `${MILESTONE_WORDS[step]} to ${what}` : '';
}

export type CountdownMilestone = 'minute1' | 'minutes5' | 'minutes10' | 'hour1';

const MILESTONE_WORDS: Record<CountdownMilestone, string> = {
  minute1: '1 minute',
  minutes5: '5 minutes',
  minutes10: '10 minutes',
  hour1: '1 hour',
};

/** Which milestone a countdown is at (null: none to say), for a screen in another language. */
export function countdownMilestoneStep(seconds: number): CountdownMilestone | null {
  if (seconds <= 0) return null;
  if (seconds <= 60) return 'minute1';
  if (seconds <= 300) return 'minutes5';
  if (seconds <= 600) return 'minutes10';
  if (seconds <= 3600) return 'hour1';
  return null;
}
