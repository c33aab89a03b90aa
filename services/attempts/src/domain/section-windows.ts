import { windowIndexOf } from '@ssc/contracts';
import type { AttemptPolicy, AttemptState } from './attempt-types';

/** Whether the question at `index` can take a write at `now` under its block's clock. */
export type BlockAccess = 'open' | 'sectionClosed' | 'sectionNotOpen';

/**
 * A question of a timed block is writable from the block's opening until its deadline + grace
 * (the same grace as the test's deadline). A test with one clock has no blocks: always open here
 * (the attempt's own deadline is checked apart). A question whose section is in no block is
 * never writable (exam-rules.ts `windowIndexOf`): read as closed.
 */
export function blockAccess(
  state: AttemptState,
  index: number,
  now: Date,
  policy: AttemptPolicy,
): BlockAccess {
  const windows = state.sectionDeadlines ?? [];
  if (windows.length === 0) return 'open';
  const section = state.questions[index]?.section;
  const window = section === undefined ? undefined : windows[windowIndexOf(windows, section)];
  if (!window) return 'sectionClosed';
  if (now.getTime() < Date.parse(window.opensAt)) return 'sectionNotOpen';
  if (now.getTime() > Date.parse(window.deadline) + policy.graceMs) return 'sectionClosed';
  return 'open';
}
