import { LIVE_MOCK_CODES } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { requireReleased, resultsNotReleased, withheldUntil } from './release-gate';

const RELEASE = '2026-05-10T11:05:00.000Z';
const at = (iso: string) => new Date(iso);

describe('withheldUntil', () => {
  it('never withholds a practice attempt (no release time)', () => {
    expect(withheldUntil(undefined, at('2000-01-01T00:00:00Z'))).toBeNull();
    expect(withheldUntil(null, at('2000-01-01T00:00:00Z'))).toBeNull();
  });

  it('withholds a live attempt until its release time, and from that moment on shows it', () => {
    expect(withheldUntil(RELEASE, at('2026-05-10T11:04:59.999Z'))).toBe(RELEASE);
    expect(withheldUntil(RELEASE, at(RELEASE))).toBeNull();
    expect(withheldUntil(RELEASE, at('2026-05-11T00:00:00Z'))).toBeNull();
  });

  it('compares instants, not text: a release time with an offset', () => {
    expect(withheldUntil('2026-05-10T16:35:00+05:30', at('2026-05-10T11:04:00Z'))).toBe(
      '2026-05-10T16:35:00+05:30',
    );
    expect(withheldUntil('2026-05-10T16:35:00+05:30', at('2026-05-10T11:05:00Z'))).toBeNull();
  });

  it('withholds when the release time cannot be read', () => {
    expect(withheldUntil('soon', at('2030-01-01T00:00:00Z'))).toBe('soon');
  });
});

describe('the 409', () => {
  it("carries the code, the release time, a message saying when and the server's clock", () => {
    const err = resultsNotReleased(RELEASE, at('2026-05-10T10:59:00Z'));
    expect(err).toMatchObject({
      status: 409,
      code: LIVE_MOCK_CODES.resultsNotReleased,
      message: `Results of this live mock are released at ${RELEASE}`,
      details: { releaseAt: RELEASE, serverNow: '2026-05-10T10:59:00.000Z' },
    });
    expect(() => requireReleased(RELEASE, at('2026-05-10T11:00:00Z'))).toThrow(err.message);
    expect(() => requireReleased(RELEASE, at(RELEASE))).not.toThrow();
  });
});
