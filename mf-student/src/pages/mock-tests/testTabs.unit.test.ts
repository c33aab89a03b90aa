import type { Test } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { groupByType, isTestTab } from './testTabs';

const test = (id: string, testType: Test['testType']) => ({ id, testType }) as Test;

describe('tests page tabs', () => {
  it('groups tests by type, keeping their order', () => {
    const groups = groupByType([test('a', 'SECTIONAL'), test('b', 'MINI_QUIZ'), test('c', 'SECTIONAL')]);
    expect(groups.SECTIONAL.map((t) => t.id)).toEqual(['a', 'c']);
    expect(groups.MINI_QUIZ.map((t) => t.id)).toEqual(['b']);
    expect(groups.FULL_LENGTH).toEqual([]);
  });

  it('accepts only known tab values', () => {
    expect(isTestTab('PREVIOUS_YEAR')).toBe(true);
    expect(isTestTab('nope')).toBe(false);
    expect(isTestTab(null)).toBe(false);
  });
});
