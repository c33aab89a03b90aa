import { describe, expect, it } from 'vitest';
import { cachedBatchLoader } from './cached-batch-loader';

function source(known: Record<string, string>) {
  const calls: string[][] = [];
  let failing = false;
  return {
    calls,
    fail(on: boolean) {
      failing = on;
    },
    async load(ids: string[]) {
      calls.push(ids);
      if (failing) throw new Error('down');
      return new Map(ids.flatMap((id) => (known[id] ? [[id, known[id]] as [string, string]] : [])));
    },
  };
}

describe('cachedBatchLoader', () => {
  it('loads misses in chunks, remembers hits and absences until the TTL, and shares loads in flight', async () => {
    let clock = 0;
    const src = source({ a: 'A', b: 'B', c: 'C' });
    const loader = cachedBatchLoader({
      load: src.load,
      ttlMs: 1_000,
      capacity: 100,
      chunkSize: 2,
      now: () => clock,
    });
    const [first, second] = await Promise.all([loader.get(['a', 'b', 'c', 'x', 'a']), loader.get(['b'])]);
    expect([...first]).toEqual([
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'C'],
      ['x', null],
    ]);
    expect(second.get('b')).toBe('B');
    expect(src.calls).toEqual([
      ['a', 'b'],
      ['c', 'x'],
    ]);
    clock = 999;
    await loader.get(['x', 'c']);
    expect(src.calls).toHaveLength(2);
    clock = 1_000;
    await loader.get(['c']);
    expect(src.calls.at(-1)).toEqual(['c']);
  });

  it('does not remember a failed load', async () => {
    const src = source({ a: 'A' });
    const loader = cachedBatchLoader({ load: src.load, ttlMs: 60_000, capacity: 100, chunkSize: 10 });
    src.fail(true);
    await expect(loader.get(['a'])).rejects.toThrow('down');
    src.fail(false);
    expect((await loader.get(['a'])).get('a')).toBe('A');
  });
});
