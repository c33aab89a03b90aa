import { memo, useEffect, useRef, useState } from 'react';
import { useExamMessages } from './examCatalog';
import { formatHms, isLowTime } from './examClock';
import type { Readable } from './externalStore';
import { type AlertScope, alertCrossed, type TimeAlert } from './timeAlerts';
import { useReadable } from './useExamSession';

interface CountdownProps {
  secondsLeft: Readable<number>;
  /** What the timer counts down ("Time remaining" for the test; a section's name for its block). */
  label?: string;
  /** What the alerts count down: the test or the open section. */
  scope?: AlertScope;
  testId?: string;
  /** The student hid the timer: the digits go, the spoken alerts stay. */
  hidden?: boolean;
}

/**
 * HH:MM:SS to the server's deadline: the only part of the screen that renders every second. The
 * digits are no live region (role="timer" is read only when asked), so a screen reader is not
 * told every second; the alerts at 30, 10, 5 and 1 minutes (`timeAlerts.ts`) go to two regions
 * of their own, polite and, for the last minute, assertive. Both exist from the start, since a
 * region added with its text already in it is often not read.
 */
export const Countdown = memo(function Countdown({
  secondsLeft,
  label,
  scope = 'test',
  testId = 'timer',
  hidden = false,
}: CountdownProps) {
  const { _ } = useExamMessages();
  const seconds = useReadable(secondsLeft);
  const [alert, setAlert] = useState<TimeAlert | null>(null);
  // The previous reading, for the mark passed since (held outside render: effects only).
  const before = useRef<number | null>(null);
  useEffect(() => {
    const due = alertCrossed(before.current, seconds, _, scope);
    before.current = seconds;
    if (due) setAlert(due);
  }, [seconds, scope, _]);
  const alertId = testId === 'timer' ? 'time' : testId;
  return (
    <>
      {hidden ? null : (
        <span
          role="timer"
          aria-label={`${label ?? _('exam.timeRemaining')} ${formatHms(seconds)}`}
          data-testid={testId}
          className={isLowTime(seconds) ? 'exam-timer exam-timer--low' : 'exam-timer'}
        >
          {formatHms(seconds)}
        </span>
      )}
      <span className="visually-hidden" aria-live="polite" data-testid={`${alertId}-warning`}>
        {alert && !alert.urgent ? alert.text : ''}
      </span>
      <span className="visually-hidden" aria-live="assertive" data-testid={`${alertId}-warning-urgent`}>
        {alert?.urgent ? alert.text : ''}
      </span>
    </>
  );
});
