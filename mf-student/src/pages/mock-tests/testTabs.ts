import type { Test, TestType } from '@ssc/contracts';

/**
 * Spec section 2's four tabs, plus Mini Quiz so tests of that type are reachable too; each named by
 * its catalog id (`tests.type.*`, the words the results page's badge uses too).
 */
export const TEST_TABS: ReadonlyArray<{ type: TestType; label: string }> = [
  { type: 'FULL_LENGTH', label: 'tests.type.FULL_LENGTH' },
  { type: 'SECTIONAL', label: 'tests.type.SECTIONAL' },
  { type: 'CHAPTER_WISE', label: 'tests.type.CHAPTER_WISE' },
  { type: 'PREVIOUS_YEAR', label: 'tests.type.PREVIOUS_YEAR' },
  { type: 'MINI_QUIZ', label: 'tests.type.MINI_QUIZ' },
];

export function groupByType(tests: readonly Test[]): Record<TestType, Test[]> {
  const groups: Record<TestType, Test[]> = {
    FULL_LENGTH: [],
    SECTIONAL: [],
    CHAPTER_WISE: [],
    PREVIOUS_YEAR: [],
    MINI_QUIZ: [],
  };
  for (const test of tests) groups[test.testType]?.push(test);
  return groups;
}

export function isTestTab(value: string | null): value is TestType {
  return TEST_TABS.some((tab) => tab.type === value);
}
