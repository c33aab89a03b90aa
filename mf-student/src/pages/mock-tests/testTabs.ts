import type { Test, TestType } from '@ssc/contracts';

/** Spec section 2's four tabs, plus Mini Quiz so tests of that type are reachable too. */
export const TEST_TABS: ReadonlyArray<{ type: TestType; label: string }> = [
  { type: 'FULL_LENGTH', label: 'Full Length' },
  { type: 'SECTIONAL', label: 'Sectional' },
  { type: 'CHAPTER_WISE', label: 'Chapter-wise' },
  { type: 'PREVIOUS_YEAR', label: 'Previous Year' },
  { type: 'MINI_QUIZ', label: 'Mini Quiz' },
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
