import { OBJECTION_WINDOW_DEFAULT_HOURS } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { objectionsCloseAt, objectionsOpen } from './objection-window';

const RELEASE = '2026-06-01T12:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('the objection window', () => {
  it('never closes for a practice attempt', () => {
    expect(objectionsCloseAt(null)).toBeNull();
    expect(objectionsOpen(null, at('2099-01-01T00:00:00.000Z'))).toBe(true);
  });

  it('by default stays open three days after a live mock’s release, the end excluded', () => {
    expect(OBJECTION_WINDOW_DEFAULT_HOURS).toBe(72);
    const live = { releaseAt: RELEASE };
    expect(objectionsCloseAt(live)).toBe('2026-06-04T12:00:00.000Z');
    expect(objectionsOpen(live, at(RELEASE))).toBe(true);
    expect(objectionsOpen(live, at('2026-06-04T11:59:59.999Z'))).toBe(true);
    expect(objectionsOpen(live, at('2026-06-04T12:00:00.000Z'))).toBe(false);
  });

  it('is not open before the release', () => {
    expect(objectionsOpen({ releaseAt: RELEASE }, at('2026-06-01T11:59:59.000Z'))).toBe(false);
  });

  it('follows the window an admin set on the mock; null means the default', () => {
    expect(objectionsCloseAt({ releaseAt: RELEASE, windowHours: 6 })).toBe('2026-06-01T18:00:00.000Z');
    expect(objectionsOpen({ releaseAt: RELEASE, windowHours: 6 }, at('2026-06-01T18:00:00.000Z'))).toBe(
      false,
    );
    expect(objectionsCloseAt({ releaseAt: RELEASE, windowHours: null })).toBe('2026-06-04T12:00:00.000Z');
  });

  it('an unreadable release time is closed, never open-ended', () => {
    expect(objectionsOpen({ releaseAt: 'soon' }, at(RELEASE))).toBe(false);
  });
});
