import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './examSession.fakes';
import { mergeProgress, ProgressRecord, progressStorageKey, resumeProgress } from './progressRecord';

const at = (seconds: number) => new Date(Date.UTC(2025, 2, 1, 10, 0, seconds)).toISOString();

const progress = (
  seconds: number,
  index: number,
  visited: string[],
  timeSpent: Record<string, number> = {},
) => ({
  lastActiveAt: at(seconds),
  lastActiveQuestionIndex: index,
  lastActiveSection: null,
  durationTaken: seconds / 60,
  timeSpent,
  visited,
});

describe('merging two records of progress', () => {
  it('takes the later position, every opened question once, the longer times', () => {
    const older = progress(10, 3, ['q1', 'q4'], { q1: 5, q4: 2 });
    const newer = progress(20, 6, ['q4', 'q7'], { q4: 1, q7: 3 });
    const expected = {
      lastActiveAt: at(20),
      lastActiveQuestionIndex: 6,
      visited: ['q1', 'q4', 'q7'],
      timeSpent: { q1: 5, q4: 2, q7: 3 },
    };
    expect(mergeProgress(older, newer)).toMatchObject(expected);
    // Another tab may write an older position after a newer one: the newer still stands.
    expect(mergeProgress(newer, older)).toMatchObject({ lastActiveAt: at(20), lastActiveQuestionIndex: 6 });
  });
});

describe('the progress kept on the device', () => {
  it('keeps each change at once; a save forgets it only if nothing changed since', () => {
    const storage = memoryStorage();
    const record = new ProgressRecord(storage, 'att-1');
    expect(record.read()).toBeNull();
    const first = record.keep(progress(10, 3, ['q4']));
    // A second page on the same device reads it.
    expect(new ProgressRecord(storage, 'att-1').read()).toMatchObject({ visited: ['q4'] });
    record.keep(progress(11, 4, ['q5']));
    record.settle(first);
    expect(record.read()).toMatchObject({ lastActiveQuestionIndex: 4, visited: ['q4', 'q5'] });
    const latest = record.keep(progress(12, 4, []));
    record.settle(latest);
    expect(record.read()).toBeNull();
    expect(new ProgressRecord(storage, 'att-2').read()).toBeNull();
  });

  it('reads a damaged or foreign record as none, and survives storage that refuses writes', () => {
    const storage = memoryStorage();
    const key = progressStorageKey('att-1');
    const record = new ProgressRecord(storage, 'att-1');
    for (const raw of [
      '{not json',
      'null',
      JSON.stringify({ version: 1 }),
      JSON.stringify({ version: 1, progress: { ...progress(1, 0, []), visited: [3] } }),
      JSON.stringify({ version: 1, progress: { ...progress(1, 0, []), lastActiveQuestionIndex: 'x' } }),
    ]) {
      storage.setItem(key, raw);
      expect(record.read()).toBeNull();
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = new ProgressRecord(
      {
        ...storage,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
      'att-1',
    );
    expect(() => full.keep(progress(1, 0, ['q1']))).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('picking up where the screen was', () => {
  const ids = ['q1', 'q2', 'q3', 'q4'];
  const server = {
    lastActiveAt: at(10),
    lastActiveQuestionIndex: 1,
    lastActiveSection: 'GENERAL_AWARENESS' as const,
    visited: { q1: true, q2: true } as const,
    timeSpent: { q1: 30 },
  };

  it('adds the questions opened and the time kept on the device to the server’s, and takes its later position', () => {
    expect(resumeProgress(ids, server, progress(15, 3, ['q3', 'q4', 'gone'], { q1: 20, q4: 7 }))).toEqual({
      lastActiveQuestionIndex: 3,
      lastActiveSection: null,
      visited: { q1: true, q2: true, q3: true, q4: true },
      timeSpent: { q1: 30, q4: 7 },
    });
  });

  it('keeps the server’s position when it is the later one, and everything when nothing was kept', () => {
    expect(resumeProgress(ids, server, progress(5, 3, ['q3']))).toMatchObject({
      lastActiveQuestionIndex: 1,
      lastActiveSection: 'GENERAL_AWARENESS',
      visited: { q1: true, q2: true, q3: true },
    });
    expect(resumeProgress(ids, server, null)).toEqual({
      lastActiveQuestionIndex: 1,
      lastActiveSection: 'GENERAL_AWARENESS',
      visited: server.visited,
      timeSpent: server.timeSpent,
    });
  });
});
