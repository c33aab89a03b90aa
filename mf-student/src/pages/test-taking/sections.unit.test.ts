import type { Section } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { firstIndexOf, groupBySection, usesSectionedLayout } from './sections';

const Q: Section = 'QUANTITATIVE_APTITUDE';
const R: Section = 'GENERAL_INTELLIGENCE';
const E: Section = 'ENGLISH_COMPREHENSION';

describe('sections of an attempt', () => {
  it('groups positions by section in order of first appearance', () => {
    expect(groupBySection([Q, Q, R, E, E])).toEqual([
      { section: Q, indices: [0, 1] },
      { section: R, indices: [2] },
      { section: E, indices: [3, 4] },
    ]);
    expect(groupBySection([R, Q, R])).toEqual([
      { section: R, indices: [0, 2] },
      { section: Q, indices: [1] },
    ]);
    expect(groupBySection([])).toEqual([]);
  });

  it('switching section goes to its first question', () => {
    const groups = groupBySection([Q, Q, R, R]);
    expect(firstIndexOf(groups, R)).toBe(2);
    expect(firstIndexOf(groups, Q)).toBe(0);
    expect(firstIndexOf(groups, E)).toBeNull();
  });

  it('uses the sectioned layout only for full-length and previous-year tests with several sections', () => {
    expect(usesSectionedLayout('FULL_LENGTH', 4)).toBe(true);
    expect(usesSectionedLayout('PREVIOUS_YEAR', 2)).toBe(true);
    expect(usesSectionedLayout('FULL_LENGTH', 1)).toBe(false);
    expect(usesSectionedLayout('PREVIOUS_YEAR', 1)).toBe(false);
    expect(usesSectionedLayout('SECTIONAL', 4)).toBe(false);
    expect(usesSectionedLayout('CHAPTER_WISE', 2)).toBe(false);
    expect(usesSectionedLayout('MINI_QUIZ', 3)).toBe(false);
  });
});
