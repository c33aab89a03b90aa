import { memo } from 'react';
import { formatHms, isLowTime } from './examClock';
import type { Readable } from './externalStore';
import { useReadable } from './useExamSession';

/**
 * What a screen reader hears about time: once when 5 minutes are left and once at 1 minute. The
 * text changes only at those moments, so the polite live region never speaks every second (the
 * timer's own label is read only when the student asks for it).
 */
export function timeWarning(seconds: number, scope = 'the test'): string {
  if (seconds <= 0) return '';
  if (seconds <= 60) return `1 minute left in ${scope}`;
  if (seconds <= 300) return `5 minutes left in ${scope}`;
  return '';
}

interface CountdownProps {
  secondsLeft: Readable<number>;
  /** What the timer counts down ("Time remaining" for the test; a section's name for its block). */
  label?: string;
  /** Words for the warnings ("the test", "this section"). */
  scope?: string;
  testId?: string;
}

/** HH:MM:SS to the server's deadline: the only part of the screen that renders every second. */
export const Countdown = memo(function Countdown({
  secondsLeft,
  label = 'Time remaining',
  scope = 'the test',
  testId = 'timer',
}: CountdownProps) {
  const seconds = useReadable(secondsLeft);
  return (
    <>
      <span
        role="timer"
        aria-label={`${label} ${formatHms(seconds)}`}
        data-testid={testId}
        className={isLowTime(seconds) ? 'exam-timer exam-timer--low' : 'exam-timer'}
      >
        {formatHms(seconds)}
      </span>
      <span
        className="visually-hidden"
        aria-live="polite"
        data-testid={`${testId === 'timer' ? 'time' : testId}-warning`}
      >
        {timeWarning(seconds, scope)}
      </span>
    </>
  );
});
