import { memo } from 'react';
import { formatHms, isLowTime } from './examClock';
import type { Readable } from './externalStore';
import { useReadable } from './useExamSession';

/** HH:MM:SS to the server's deadline: the only part of the screen that renders every second. */
export const Countdown = memo(function Countdown({ secondsLeft }: { secondsLeft: Readable<number> }) {
  const seconds = useReadable(secondsLeft);
  return (
    <span
      role="timer"
      aria-label={`Time remaining ${formatHms(seconds)}`}
      data-testid="timer"
      className={isLowTime(seconds) ? 'exam-timer exam-timer--low' : 'exam-timer'}
    >
      {formatHms(seconds)}
    </span>
  );
});
