import { describe, expect, it } from 'vitest';
import {
  clockOffsetMs,
  deadlineMs,
  type ExamWindow,
  formatHms,
  isLowTime,
  minutesTaken,
  remainingSeconds,
} from './examClock';

const start = Date.parse('2025-01-01T10:00:00.000Z');
const window: ExamWindow = {
  startedAt: new Date(start).toISOString(),
  deadline: new Date(start + 60 * 60_000).toISOString(),
  durationMinutes: 60,
};

describe('exam clock', () => {
  it('learns the offset between the server clock and the device', () => {
    expect(clockOffsetMs('2025-01-01T10:00:05.000Z', start)).toBe(5000);
    expect(clockOffsetMs('2025-01-01T09:59:58.000Z', start)).toBe(-2000);
    expect(clockOffsetMs(null, start)).toBe(0);
    expect(clockOffsetMs('not a date', start)).toBe(0);
  });

  it('counts down to the deadline on the server clock', () => {
    expect(remainingSeconds(window, start, 0)).toBe(3600);
    expect(remainingSeconds(window, start + 10 * 60_000, 0)).toBe(3000);
    // The device is 2 minutes behind the server: 2 minutes less are left than the device thinks.
    expect(remainingSeconds(window, start + 10 * 60_000, 2 * 60_000)).toBe(2880);
    expect(remainingSeconds(window, start + 500, 0)).toBe(3600);
    expect(remainingSeconds(window, start + 1000, 0)).toBe(3599);
  });

  it('clamps to [0, duration]', () => {
    expect(remainingSeconds(window, start + 2 * 3600_000, 0)).toBe(0);
    expect(remainingSeconds(window, start - 5 * 60_000, 0)).toBe(3600);
    expect(remainingSeconds(window, start + 3600_000, 0)).toBe(0);
  });

  it('falls back to start + duration without a stored deadline', () => {
    expect(deadlineMs({ ...window, deadline: null })).toBe(start + 3600_000);
    expect(remainingSeconds({ ...window, deadline: undefined }, start + 60_000, 0)).toBe(3540);
  });

  it('formats HH:MM:SS', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(59)).toBe('00:00:59');
    expect(formatHms(61)).toBe('00:01:01');
    expect(formatHms(3600)).toBe('01:00:00');
    expect(formatHms(2 * 3600 + 5 * 60 + 9)).toBe('02:05:09');
    expect(formatHms(-4)).toBe('00:00:00');
  });

  it('warns below 300 seconds', () => {
    expect(isLowTime(300)).toBe(false);
    expect(isLowTime(299)).toBe(true);
    expect(isLowTime(0)).toBe(true);
  });

  it('reports whole minutes taken, capped at the duration', () => {
    expect(minutesTaken(window, start + 59_000)).toBe(0);
    expect(minutesTaken(window, start + 61_000)).toBe(1);
    expect(minutesTaken(window, start + 5 * 3600_000)).toBe(60);
    expect(minutesTaken(window, start - 1000)).toBe(0);
  });
});
