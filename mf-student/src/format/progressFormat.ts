/** Time left on an unfinished attempt, in words, for the resume list. */
export function timeLeftLabel(deadline: string, nowMs: number): string {
  const end = Date.parse(deadline);
  if (Number.isNaN(end)) return '';
  if (end - nowMs <= 0) return 'Time is up';
  const minutes = Math.floor((end - nowMs) / 60_000);
  if (minutes < 1) return 'Less than a minute left';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min left`;
  return rest === 0 ? `${hours} h left` : `${hours} h ${rest} min left`;
}

/** "12.5 / 50", or a note while the attempt is still being scored. */
export function scoreOutOf(totalScore: string | null, totalMarks: number): string {
  if (totalScore === null) return 'Scoring…';
  const score = Number(totalScore);
  const shown = Number.isFinite(score) ? String(Number(score.toFixed(2))) : totalScore;
  return `${shown} / ${totalMarks}`;
}
