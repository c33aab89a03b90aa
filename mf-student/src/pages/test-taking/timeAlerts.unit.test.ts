import { beforeAll, describe, expect, it } from 'vitest';
import { showInterfaceIn } from '../../i18n/interfaceLanguage';
import { remainingSeconds } from './examClock';
import { translate } from './examTesting';
import { alertCrossed, type TimeAlert } from './timeAlerts';

beforeAll(() => showInterfaceIn('en'));

/**
 * A fake clock driving the countdown as the screen does: every `tickMs` the seconds left are read
 * from the deadline, and what `alertCrossed` says between two readings is what is announced.
 */
function announcements(durationMinutes: number, tickMs: number, from = 0): Array<[number, TimeAlert]> {
  const startedAt = '2026-01-01T10:00:00.000Z';
  const window = { startedAt, deadline: null, durationMinutes };
  const start = Date.parse(startedAt);
  const heard: Array<[number, TimeAlert]> = [];
  let before: number | null = null;
  for (let now = start + from; now <= start + durationMinutes * 60_000; now += tickMs) {
    const seconds = remainingSeconds(window, now, 0);
    const alert = alertCrossed(before, seconds, translate);
    if (alert) heard.push([seconds, alert]);
    before = seconds;
  }
  return heard;
}

describe('alertCrossed on a fake clock', () => {
  it('a 60-minute test ticking every second is announced at 30, 10, 5 and 1 minutes, once each', () => {
    const heard = announcements(60, 1000);
    expect(heard.map(([seconds, alert]) => [seconds, alert.text, alert.urgent])).toEqual([
      [1800, '30 minutes left in the test', false],
      [600, '10 minutes left in the test', false],
      [300, '5 minutes left in the test', false],
      [60, '1 minute left in the test', true],
    ]);
  });

  it('a 2-minute test says nothing at the start and only the last minute, urgently', () => {
    expect(announcements(2, 1000).map(([seconds, alert]) => [seconds, alert.minutes, alert.urgent])).toEqual([
      [60, 1, true],
    ]);
  });

  it('a screen opened with 4 minutes left does not announce 5; a tab that slept past marks hears the latest only', () => {
    expect(announcements(60, 1000, 56 * 60_000).map(([, alert]) => alert.minutes)).toEqual([1]);
    // Readings 8 minutes apart (a throttled tab): 35 → 27 → 19 → 11 → 3 minutes left; the last
    // step passes 10 and 5, and only 5 is said.
    expect(announcements(35, 8 * 60_000).map(([, alert]) => alert.minutes)).toEqual([30, 5]);
  });

  it('says nothing when time is up or the clock stands still', () => {
    expect(alertCrossed(61, 0, translate)).toBeNull();
    expect(alertCrossed(60, 60, translate)).toBeNull();
    expect(alertCrossed(null, 60, translate)).toBeNull();
    expect(alertCrossed(301, 300, translate, 'section')?.text).toBe('5 minutes left in this section');
  });
});
