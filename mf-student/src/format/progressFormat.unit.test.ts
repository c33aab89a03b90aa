import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { showInterfaceIn } from '../i18n/interfaceLanguage';
import { scoreOutOf, timeLeftLabel } from './progressFormat';

beforeAll(() => showInterfaceIn('en'));
const _ = (id: string, values?: Record<string, unknown>) => i18n._(id, values);

describe('progress formatting', () => {
  const now = Date.parse('2025-03-01T10:00:00Z');
  it('says how long is left on an unfinished attempt', () => {
    expect(timeLeftLabel('2025-03-01T11:30:00Z', now, _)).toBe('1 h 30 min left');
    expect(timeLeftLabel('2025-03-01T12:00:00Z', now, _)).toBe('2 h left');
    expect(timeLeftLabel('2025-03-01T10:42:30Z', now, _)).toBe('42 min left');
    expect(timeLeftLabel('2025-03-01T10:00:30Z', now, _)).toBe('Less than a minute left');
    expect(timeLeftLabel('2025-03-01T09:59:00Z', now, _)).toBe('Time is up');
    expect(timeLeftLabel('nope', now, _)).toBe('');
  });

  it('shows score out of total, or that it is being scored', () => {
    expect(scoreOutOf('37.5', 50, _)).toBe('37.5 / 50');
    expect(scoreOutOf('-1.250', 50, _)).toBe('-1.25 / 50');
    expect(scoreOutOf(null, 50, _)).toBe('Scoring…');
  });
});
