import type { AttemptSummary, UserAttempt } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { progressByTest } from './testProgress';

const done = (id: string, testId: string, submittedAt: string, attemptNumber = 1) =>
  ({ id, testId, submittedAt, attemptNumber }) as UserAttempt;
const live = (id: string, testId: string, startedAt: string, deadline: string) =>
  ({ id, testId, startedAt, deadline, isCompleted: false }) as AttemptSummary;

const NOW = Date.parse('2025-03-01T10:00:00Z');

describe('completed tests merge', () => {
  it('keeps the latest completed attempt per test, whatever the list order', () => {
    const map = progressByTest(
      [
        done('a1', 't1', '2025-02-01T10:00:00Z', 1),
        done('a3', 't1', '2025-02-03T10:00:00Z', 3),
        done('a2', 't1', '2025-02-02T10:00:00Z', 2),
        done('b1', 't2', '2025-02-01T09:00:00Z'),
      ],
      [],
      NOW,
    );
    expect(map.get('t1')?.completed?.id).toBe('a3');
    expect(map.get('t2')?.completed?.id).toBe('b1');
    expect(map.get('t3')).toBeUndefined();
  });

  it('breaks a tie on submission time by attempt number', () => {
    const at = '2025-02-01T10:00:00Z';
    const map = progressByTest([done('a2', 't1', at, 2), done('a1', 't1', at, 1)], [], NOW);
    expect(map.get('t1')?.completed?.id).toBe('a2');
  });

  it('adds live unfinished attempts, ignoring those past their deadline', () => {
    const map = progressByTest(
      [done('a1', 't1', '2025-02-01T10:00:00Z')],
      [
        live('l1', 't1', '2025-03-01T09:30:00Z', '2025-03-01T10:30:00Z'),
        live('l2', 't2', '2025-03-01T08:00:00Z', '2025-03-01T09:00:00Z'),
      ],
      NOW,
    );
    expect(map.get('t1')).toMatchObject({ completed: { id: 'a1' }, live: { id: 'l1' } });
    expect(map.get('t2')).toBeUndefined();
  });
});
