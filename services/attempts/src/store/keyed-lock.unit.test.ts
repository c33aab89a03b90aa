import { isDuplicateKeyError } from '@ssc/service-kit';
import { describe, expect, it } from 'vitest';
import { createKeyedLock } from './keyed-lock';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('keyed lock', () => {
  it('runs work for one key one at a time, in arrival order, and other keys alongside', async () => {
    const lock = createKeyedLock();
    const log: string[] = [];
    const job = (key: string, name: string) =>
      lock.run(key, async () => {
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
        return name;
      });
    const results = await Promise.all([job('a', 'a1'), job('a', 'a2'), job('b', 'b1'), job('a', 'a3')]);
    expect(results).toEqual(['a1', 'a2', 'b1', 'a3']);
    const a = log.filter((l) => l.startsWith('a'));
    expect(a).toEqual(['a1 start', 'a1 end', 'a2 start', 'a2 end', 'a3 start', 'a3 end']);
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
  });

  it('releases the key when the work throws', async () => {
    const lock = createKeyedLock();
    await expect(lock.run('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock.run('k', async () => 'next')).resolves.toBe('next');
  });
});

describe('isDuplicateKeyError', () => {
  it('recognises single and bulk E11000 and FerretDB’s SQLite text', () => {
    expect(isDuplicateKeyError({ code: 11000 })).toBe(true);
    expect(isDuplicateKeyError({ writeErrors: [{ code: 11000 }, { err: { code: 11000 } }] })).toBe(true);
    expect(isDuplicateKeyError({ writeErrors: [{ code: 11000 }, { code: 2 }] })).toBe(false);
    expect(isDuplicateKeyError({ code: 1, message: 'UNIQUE constraint failed: x' })).toBe(true);
    expect(isDuplicateKeyError(new Error('timeout'))).toBe(false);
    expect(isDuplicateKeyError(null)).toBe(false);
  });
});
