import { LruMap } from '@ssc/service-kit';
import { describe, expect, it, vi } from 'vitest';
import { createRevalidatingCache } from './revalidating-cache';

function setup(load: (key: string, previous: string | undefined) => Promise<string | null>) {
  let time = 0;
  const spy = vi.fn(load);
  const cache = createRevalidatingCache<string>({
    load: spy,
    capacity: 2,
    revalidateMs: 1000,
    now: () => time,
  });
  return { cache, load: spy, tick: (ms: number) => (time += ms) };
}

describe('createRevalidatingCache', () => {
  it('serves a value without loading until it is due for revalidation, then passes the previous value', async () => {
    const { cache, load, tick } = setup(async (key, previous) => previous ?? `${key}:v1`);
    expect(await cache.get('a')).toBe('a:v1');
    tick(999);
    expect(await cache.get('a')).toBe('a:v1');
    expect(load).toHaveBeenCalledTimes(1);
    tick(1);
    expect(await cache.get('a')).toBe('a:v1');
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('a', 'a:v1');
  });

  it('shares one load between concurrent misses', async () => {
    const { cache, load } = setup(async (key) => `${key}!`);
    expect(await Promise.all([cache.get('a'), cache.get('a'), cache.get('a')])).toEqual(['a!', 'a!', 'a!']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not cache a missing value', async () => {
    const { cache, load } = setup(async () => null);
    expect(await cache.get('gone')).toBeNull();
    expect(await cache.get('gone')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads right after an invalidation and never stores a load that started before it', async () => {
    let version = 1;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { cache } = setup(async () => {
      const seen = version;
      if (seen === 1) await gate;
      return `v${seen}`;
    });
    const slow = cache.get('a');
    version = 2;
    cache.invalidate('a');
    expect(await cache.get('a')).toBe('v2');
    release();
    expect(await slow).toBe('v1');
    expect(await cache.get('a')).toBe('v2');
  });

  it('lets a failed load fail its callers without caching anything', async () => {
    let fail = true;
    const { cache } = setup(async () => {
      if (fail) throw new Error('db down');
      return 'ok';
    });
    await expect(cache.get('a')).rejects.toThrow('db down');
    fail = false;
    expect(await cache.get('a')).toBe('ok');
  });
});

describe('LruMap', () => {
  it('drops the least recently used entry', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.get('a');
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });
});
