import type { Translate } from './examCatalog';

/**
 * The spoken time alerts: what a screen reader hears about time, besides the countdown it can
 * read whenever it asks. Once at 30, 10, 5 and 1 minutes left, never every second; the last is
 * urgent (assertive), the others wait for a pause (polite).
 */
export const ALERT_MINUTES: readonly number[] = [30, 10, 5, 1];

export interface TimeAlert {
  minutes: number;
  text: string;
  /** Read at once, interrupting (the last minute); otherwise at the next pause. */
  urgent: boolean;
}

/** What the alert counts down: the whole test, or the open section of a test with section timers. */
export type AlertScope = 'test' | 'section';

export const alertText = (minutes: number, scope: AlertScope, _: Translate) =>
  _(scope === 'section' ? 'exam.alertSection' : 'exam.alertTest', { minutes });

/**
 * The alert due as the seconds left went from `before` to `now`: the smallest mark passed
 * between them. Nothing on the first reading (`before` null: a screen opened or reloaded with 4
 * minutes left says nothing of 5), nothing when time is up (the screen submits and says so), and
 * a tab that slept past several marks hears only the latest, not a burst of stale ones.
 */
export function alertCrossed(
  before: number | null,
  now: number,
  _: Translate,
  scope: AlertScope = 'test',
): TimeAlert | null {
  if (before === null || now <= 0 || now >= before) return null;
  let minutes: number | null = null;
  for (const mark of ALERT_MINUTES) {
    if (now <= mark * 60 && before > mark * 60) minutes = mark;
  }
  if (minutes === null) return null;
  return { minutes, text: alertText(minutes, scope, _), urgent: minutes <= 1 };
}
