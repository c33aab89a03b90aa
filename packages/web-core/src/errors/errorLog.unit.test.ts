import { describe, expect, it } from 'vitest';
import { appendErrorLog, ERROR_LOG_KEY, ERROR_LOG_LIMIT } from './errorLog';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const entry = (n: number) => ({ message: `error ${n}`, timestamp: new Date(n).toISOString() });

describe('appendErrorLog', () => {
  it('keeps only the newest entries up to the limit', () => {
    const storage = memoryStorage();
    for (let n = 1; n <= 25; n++) appendErrorLog(storage, ERROR_LOG_KEY, entry(n), ERROR_LOG_LIMIT);
    const saved = JSON.parse(storage.getItem(ERROR_LOG_KEY) ?? '[]') as { message: string }[];
    expect(saved).toHaveLength(20);
    expect(saved[0]?.message).toBe('error 6');
    expect(saved.at(-1)?.message).toBe('error 25');
  });

  it('starts over when the stored log is corrupted', () => {
    const storage = memoryStorage({ [ERROR_LOG_KEY]: '{not json' });
    expect(appendErrorLog(storage, ERROR_LOG_KEY, entry(1), 10)).toEqual([entry(1)]);
  });

  it('never throws when storage is full', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => appendErrorLog(storage, ERROR_LOG_KEY, entry(1), 10)).not.toThrow();
  });
});
