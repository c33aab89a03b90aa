import { memo } from 'react';
import { formatHms, isLowTime } from './examClock';
import type { Readable } from './externalStore';
import { useReadable } from './useExamSession';

/**
 * What a screen reader hears about time: once when 5 minutes are left and once at 1 minute. The
 * text changes only at those moments, so the polite live region never speaks every second (the
 * timer's own label is read only when the student asks for it).
 */
export function timeWarning(seconds: number): string {
  if (seconds <= 0) return '';
  if (seconds <= 60) return '1 minute left in the test';
  if (seconds <= 300) return '5 minutes left in the test';
  return '';
}

/** HH:MM:SS to the server's deadline: the only part of the screen that renders every second. */
export const Countdown = memo(function Countdown({ secondsLeft }: { secondsLeft: Readable<number> }) {
  const seconds = useReadable(secondsLeft);
  return (
    <>
      <span
        role="timer"
        aria-label={`Time remaining ${formatHms(seconds)}`}
        data-testid="timer"
        className={isLowTime(seconds) ? 'exam-timer exam-timer--low' : 'exam-timer'}
      >
        {formatHms(seconds)}
      </span>
      <span className="visually-hidden" aria-live="polite" data-testid="time-warning">
        {timeWarning(seconds)}
      </span>
    </>
  );
});
