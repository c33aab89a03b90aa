import type { DashboardStats } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { BANNER_SLIDES, rotateIndex } from './bannerSlides';
import { STAT_LABELS, statCards } from './dashboardCards';

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
