import type { DashboardStats } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { BANNER_SLIDES, rotateIndex } from './bannerSlides';
import { STAT_LABELS, statCards } from './dashboardCards';
import { scoreOutOf, timeLeftLabel } from './progressFormat';

describe('banner rotation', () => {
  it('moves forward and wraps to the first slide', () => {
    expect(rotateIndex(0, 1, 3)).toBe(1);
    expect(rotateIndex(2, 1, 3)).toBe(0);
  });

  it('moves back and wraps to the last slide', () => {
    expect(rotateIndex(0, -1, 3)).toBe(2);
    expect(rotateIndex(1, -4, 3)).toBe(0);
  });

  it('copes with no slides', () => {
    expect(rotateIndex(0, 1, 0)).toBe(0);
  });

  it('has three slides whose buttons go to /tests and /profile', () => {
    expect(BANNER_SLIDES).toHaveLength(3);
    expect(new Set(BANNER_SLIDES.map((s) => s.action.to))).toEqual(new Set(['/tests', '/profile']));
  });
});

describe('dashboard stat cards', () => {
  const stats: DashboardStats = {
    attemptCounts: { FULL_LENGTH: 2, PREVIOUS_YEAR: 1, SECTIONAL: 4, CHAPTER_WISE: 0, MINI_QUIZ: 7 },
    avgScore: 63.25,
    recentAttempts: [],
  };

  it('counts previous-year papers with full-length tests', () => {
    const cards = statCards(stats);
    expect(cards.map((c) => [c.id, c.value])).toEqual([
      ['full-length', '3'],
      ['sectional', '4'],
      ['chapter', '0'],
      ['average', '63.3%'],
    ]);
    expect(cards[0]?.hint).toBe('Including 1 previous year paper');
  });

  it('labels the loading placeholders like the cards', () => {
    expect(STAT_LABELS).toEqual(statCards(stats).map(({ id, label }) => ({ id, label })));
  });
});

describe('progress formatting', () => {
  const now = Date.parse('2025-03-01T10:00:00Z');
  it('says how long is left on an unfinished attempt', () => {
    expect(timeLeftLabel('2025-03-01T11:30:00Z', now)).toBe('1 h 30 min left');
    expect(timeLeftLabel('2025-03-01T12:00:00Z', now)).toBe('2 h left');
    expect(timeLeftLabel('2025-03-01T10:42:30Z', now)).toBe('42 min left');
    expect(timeLeftLabel('2025-03-01T10:00:30Z', now)).toBe('Less than a minute left');
    expect(timeLeftLabel('2025-03-01T09:59:00Z', now)).toBe('Time is up');
    expect(timeLeftLabel('nope', now)).toBe('');
  });

  it('shows score out of total, or that it is being scored', () => {
    expect(scoreOutOf('37.5', 50)).toBe('37.5 / 50');
    expect(scoreOutOf('-1.250', 50)).toBe('-1.25 / 50');
    expect(scoreOutOf(null, 50)).toBe('Scoring…');
  });
});
