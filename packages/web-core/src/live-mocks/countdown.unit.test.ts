import { describe, expect, it } from 'vitest';
import { clockOffsetMs } from '../time/serverClock';
import { countdownMilestone, formatCountdown, secondsUntil } from './countdown';

describe('server clock', () => {
  it('learns the offset from serverNow', () => {
    const at = Date.parse('2025-01-01T10:00:00.000Z');
    expect(clockOffsetMs('2025-01-01T10:00:05.000Z', at)).toBe(5000);
    expect(clockOffsetMs(null, at)).toBe(0);
    expect(clockOffsetMs('nope', at)).toBe(0);
  });

  it('counts whole seconds to a time on the server clock', () => {
    const device = Date.parse('2025-01-01T10:00:00.000Z');
    expect(secondsUntil('2025-01-01T10:01:00.000Z', device, 0)).toBe(60);
    expect(secondsUntil('2025-01-01T10:01:00.000Z', device, 30_000)).toBe(30);
    expect(secondsUntil('2025-01-01T10:01:00.000Z', device + 59_500, 0)).toBe(1);
    expect(secondsUntil('2025-01-01T09:00:00.000Z', device, 0)).toBe(0);
  });

  it('formats and announces rarely', () => {
    expect(formatCountdown(3661)).toBe('01:01:01');
    expect(formatCountdown(2 * 86_400 + 5)).toBe('2d 00:00:05');
    expect(countdownMilestone(4000, 'the start')).toBe('');
    expect(countdownMilestone(299, 'the start')).toBe('5 minutes to the start');
    expect(countdownMilestone(298, 'the start')).toBe(countdownMilestone(299, 'the start'));
    expect(countdownMilestone(0, 'the start')).toBe('');
  });
});
