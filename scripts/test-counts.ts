import fs from 'node:fs';

export type TestCounts = { passed: number; failed: number; skipped: number };

/** Reads a Vitest or Playwright JSON report; a missing report counts as nothing run. */
export function readTestCounts(file: string): TestCounts {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  if (typeof report.numPassedTests === 'number') {
    return {
      passed: report.numPassedTests,
      failed: Number(report.numFailedTests ?? 0),
      skipped: Number(report.numPendingTests ?? 0) + Number(report.numTodoTests ?? 0),
    };
  }
  const stats = report.stats as
    | { expected?: number; unexpected?: number; flaky?: number; skipped?: number }
    | undefined;
  return {
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats?.unexpected ?? 0,
    skipped: stats?.skipped ?? 0,
  };
}
