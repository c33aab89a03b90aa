import { memo, useEffect, useRef, useState } from 'react';
import { type ExamWindow, formatHms, isLowTime, remainingSeconds, TICK_MS } from './examClock';

interface CountdownProps {
  window: ExamWindow;
  clockOffsetMs: number;
  /** Called once, when the time left reaches zero. */
  onExpire: () => void;
}

/**
 * HH:MM:SS to the server's deadline. It is the only part of the screen that renders every second;
 * each tick recomputes from the clock, so a throttled background tab is right when it wakes.
 */
export const Countdown = memo(function Countdown({ window, clockOffsetMs, onExpire }: CountdownProps) {
  const [seconds, setSeconds] = useState(() => remainingSeconds(window, Date.now(), clockOffsetMs));
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const expired = useRef(false);
  const { startedAt, deadline, durationMinutes } = window;

  useEffect(() => {
    const examWindow = { startedAt, deadline, durationMinutes };
    const tick = () => {
      const left = remainingSeconds(examWindow, Date.now(), clockOffsetMs);
      setSeconds(left);
      if (left === 0 && !expired.current) {
        expired.current = true;
        onExpireRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [startedAt, deadline, durationMinutes, clockOffsetMs]);

  const low = isLowTime(seconds);
  return (
    <span
      role="timer"
      aria-label={`Time remaining ${formatHms(seconds)}`}
      data-testid="timer"
      className={low ? 'exam-timer exam-timer--low' : 'exam-timer'}
    >
      {formatHms(seconds)}
    </span>
  );
});
