import { connectRedis } from '@ssc/service-kit';
import { serviceTestEnv, uniqueName } from '@ssc/test-kit';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadResultsConfig } from '../config';
import { groupKeys, memberOf } from './group-keys';
import { type GroupEntry, type GroupStore, groupStore } from './group-store';

let redis: Redis;
let store: GroupStore;
const prefix = `${uniqueName('group_store_test')}:`;
const keys = groupKeys(prefix);
const group = 'g1';

const entry = (normalisedScore: number): GroupEntry => ({
  rawScore: normalisedScore - 1,
  normalisedScore,
  shiftLiveMockId: 's1',
  shiftLabel: 'Shift 1',
  shiftPercentile: 50,
});
const computation = (scores: Record<string, number>) =>
  new Map(Object.entries(scores).map(([user, score]) => [memberOf('s1', user), entry(score)]));

beforeAll(() => {
  redis = connectRedis(loadResultsConfig(serviceTestEnv('results_test')).REDIS_URL, 'group-store-test');
  store = groupStore(redis, keys, (id) => `${prefix}live:${id}`);
});
afterAll(async () => {
  const left = await redis.keys(`${prefix}*`);
  if (left.length > 0) await redis.del(...left);
  await redis.quit();
});

describe('groupStore', () => {
  it('reads nothing before a computation, then a taker’s standing, the group’s size and top', async () => {
    expect(await store.standing(group, memberOf('s1', 'a'), 3)).toBeNull();
    expect(await store.save(group, 1, computation({ a: 50, b: 70, c: 50 }))).toBe(true);
    expect(await store.standing(group, memberOf('s1', 'a'), 2)).toEqual({
      entry: entry(50),
      higher: 1,
      total: 3,
      top: [
        { member: 's1:b', score: 70 },
        { member: 's1:c', score: 50 },
      ],
    });
    expect(await store.standing(group, memberOf('s1', 'nobody'), 3)).toBeNull();
  });

  it('keeps the current computation when the same generation is stored again or an older one arrives late', async () => {
    expect(await store.save(group, 1, computation({ a: 50, b: 70, c: 50 }))).toBe(false);
    expect((await store.standing(group, memberOf('s1', 'b'), 1))?.higher).toBe(0);
    expect(await store.save(group, 0, computation({ a: 99 }))).toBe(false);
    expect(await redis.exists(keys.rank(group, 0), keys.entries(group, 0))).toBe(0);
    expect((await store.standing(group, memberOf('s1', 'a'), 1))?.entry.normalisedScore).toBe(50);
  });

  it('makes a newer computation current and drops the older one’s keys', async () => {
    expect(await store.save(group, 3, computation({ a: 80, b: 70 }))).toBe(true);
    expect(await store.computedAt(group)).toBe(3);
    expect(await redis.exists(keys.rank(group, 1), keys.entries(group, 1))).toBe(0);
    expect(await store.standing(group, memberOf('s1', 'a'), 1)).toMatchObject({ higher: 0, total: 2 });
  });
});
