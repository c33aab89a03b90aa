/** A catalog's message by id (useMessages' `_`). */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** Time left on an unfinished attempt, in words, for the resume list. */
export function timeLeftLabel(deadline: string, nowMs: number, _: Translate): string {
  const end = Date.parse(deadline);
  if (Number.isNaN(end)) return '';
  if (end - nowMs <= 0) return _('dashboard.timeUp');
  const minutes = Math.floor((end - nowMs) / 60_000);
  if (minutes < 1) return _('dashboard.underMinuteLeft');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return _('dashboard.minutesLeft', { minutes });
  return rest === 0
    ? _('dashboard.hoursLeft', { hours })
    : _('dashboard.hoursMinutesLeft', { hours, minutes: rest });
}

/** "12.5 / 50", or a note while the attempt is still being scored. */
export function scoreOutOf(totalScore: string | null, totalMarks: number, _: Translate): string {
  if (totalScore === null) return _('tests.scoring');
  const score = Number(totalScore);
  const shown = Number.isFinite(score) ? String(Number(score.toFixed(2))) : totalScore;
  return `${shown} / ${totalMarks}`;
}
