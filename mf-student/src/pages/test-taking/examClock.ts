/**
 * Time on the taking screen. The server owns the clock (docs/attempts.md): the deadline is stored,
 * and every response carries `serverNow`. The screen learns the offset between that and the device
 * clock once, at load, and reads "server time" as Date.now() + offset from then on.
 */

/** Timer tick; below LOW_TIME_SECONDS the countdown turns destructive (spec section 9). */
export const TICK_MS = 1000;
export const LOW_TIME_SECONDS = 300;

/** serverNow − device time when the response arrived (shared with the live-mock countdowns). */
export { clockOffsetMs } from '@ssc/web-core';

export interface ExamWindow {
  startedAt: string;
  deadline: string | null | undefined;
  durationMinutes: number;
}

/** The deadline in ms; startedAt + duration when the server's deadline is missing. */
export function deadlineMs({ startedAt, deadline, durationMinutes }: ExamWindow): number {
  const stored = deadline ? Date.parse(deadline) : Number.NaN;
  if (Number.isFinite(stored)) return stored;
  return Date.parse(startedAt) + durationMinutes * 60_000;
}

/**
 * Whole seconds left: deadline − (device now + offset), rounded up so zero comes exactly at the
 * deadline, and clamped to [0, duration].
 */
export function remainingSeconds(window: ExamWindow, deviceNowMs: number, offsetMs: number): number {
  const total = Math.max(0, Math.round(window.durationMinutes * 60));
  const left = Math.ceil((deadlineMs(window) - (deviceNowMs + offsetMs)) / 1000);
  if (!Number.isFinite(left)) return total;
  return Math.min(total, Math.max(0, left));
}

const two = (n: number) => String(n).padStart(2, '0');

/** HH:MM:SS; hours keep counting past 99. */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

export function isLowTime(seconds: number): boolean {
  return seconds < LOW_TIME_SECONDS;
}

/** Whole minutes since the start on the server's clock, capped at the duration (auto-save's durationTaken). */
export function minutesTaken(window: ExamWindow, serverNowMs: number): number {
  const elapsed = serverNowMs - Date.parse(window.startedAt);
  if (!Number.isFinite(elapsed) || elapsed <= 0) return 0;
  return Math.min(Math.floor(window.durationMinutes), Math.floor(elapsed / 60_000));
}
