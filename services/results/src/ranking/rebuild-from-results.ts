import type { Redis } from 'ioredis';
import { questionTimesRebuild } from '../analysis/rebuild-times';
import { scoredEntry } from '../jobs/record-score';
import { withheldUntil } from '../live/release-gate';
import type { ResultsCollections } from '../store/collections';
import type { RedisKeys } from '../store/redis-keys';
import { fromResultDoc } from '../store/result-doc';
import { userAttempts } from '../store/user-attempts';
import { heldMember, heldUntil } from './held-ranks';

const PIPELINE = 10_000;

/**
 * Offline: rebuilds what Redis holds about scored attempts from the stored results — every
 * test's ranking, every live mock's ranking of its live takers, every user's attempt list and
 * every test's time histogram (the analysis's medians, rebuild-times.ts) —
 * after Redis lost them, or a fix changed scores. With `onlyTest`, the live mocks of that test.
 * Reads the whole results collection (a scan, fine for a maintenance command). Each ranking is
 * built under a temporary key and renamed over the live one, so readers never see it half
 * built; list entries are set field by field (a scored entry replaces a processing one, and
 * entries of attempts still being scored stay).
 */
export async function rebuildFromResults(opts: {
  results: ResultsCollections['results'];
  redis: Redis;
  keys: Pick<
    RedisKeys,
    'rank' | 'heldRank' | 'liveRank' | 'liveReleased' | 'attempts' | 'questionTimes' | 'questionTimesCounted'
  >;
  onlyTest?: string;
  /** Live first attempts whose release is after this are held, not ranked (held-ranks.ts). */
  now?: Date;
}): Promise<{
  tests: number;
  ranked: number;
  held: number;
  liveMocks: number;
  liveRanked: number;
  listed: number;
  /** Tests whose time histograms were rebuilt. */
  timed: number;
}> {
  const now = opts.now ?? new Date();
  const { redis, keys } = opts;
  const lists = userAttempts(redis, keys);
  const byTest = new Map<string, Entry[]>();
  const byLiveMock = new Map<string, Entry[]>();
  const heldByTest = new Map<string, Entry[]>();
  const times = questionTimesRebuild();
  const released = releasedMocks(redis, keys);
  let listed = 0;
  let pipe = redis.multi({ pipeline: true });
  const filter = opts.onlyTest ? { testId: opts.onlyTest } : {};
  for await (const doc of opts.results.find(filter)) {
    const result = fromResultDoc(doc);
    const places = rankPlacesOf(result, now, await released(result.liveMock?.liveMockId));
    if (places.held) push(heldByTest, result.testId, places.held);
    if (places.test) push(byTest, result.testId, places.test);
    if (places.live) push(byLiveMock, places.live.liveMockId, places.live.entry);
    lists.recordScored(pipe, result.userId, scoredEntry(result));
    times.add(result);
    listed += 1;
    if (listed % PIPELINE === 0) {
      await pipe.exec();
      pipe = redis.multi({ pipeline: true });
    }
  }
  await pipe.exec();

  let ranked = 0;
  for (const [testId, entries] of byTest) {
    ranked += await replaceSet(redis, keys.rank(testId), entries);
    // Everything it held is in the rebuilt set or held again below.
    await redis.del(keys.heldRank(testId));
  }
  let held = 0;
  for (const [testId, entries] of heldByTest) held += await replaceSet(redis, keys.heldRank(testId), entries);
  let liveRanked = 0;
  for (const [liveMockId, entries] of byLiveMock)
    liveRanked += await replaceSet(redis, keys.liveRank(liveMockId), entries);
  const timed = await times.write(redis, keys);
  return { tests: byTest.size, ranked, held, liveMocks: byLiveMock.size, liveRanked, listed, timed };
}

export type Entry = { member: string; score: number };

/**
 * Whether a live mock's results were opened and its held entries moved (held-ranks.ts
 * `RELEASE_HELD_LUA`'s flag), asked once per mock; false for no mock.
 */
export function releasedMocks(
  redis: Redis,
  keys: Pick<RedisKeys, 'liveReleased'>,
): (liveMockId: string | undefined) => Promise<boolean> {
  const known = new Map<string, Promise<boolean>>();
  return (liveMockId) => {
    if (!liveMockId) return Promise.resolve(false);
    let answer = known.get(liveMockId);
    if (!answer) {
      answer = redis.exists(keys.liveReleased(liveMockId)).then((n) => n > 0);
      known.set(liveMockId, answer);
    }
    return answer;
  };
}

/**
 * Where one stored result belongs in Redis: its test's ranking (a first attempt that counts),
 * the test's held set instead while its live mock's results are not out (`released`: opened by a
 * reader; else until the latest possible release, held-ranks.ts), and its live mock's ranking.
 */
export function rankPlacesOf(
  result: ReturnType<typeof fromResultDoc>,
  now: Date,
  released: boolean,
): { test?: Entry; held?: Entry; live?: { liveMockId: string; entry: Entry } } {
  const entry = { member: result.userId, score: result.score };
  const releaseAt = released ? undefined : heldUntil(result);
  const places: ReturnType<typeof rankPlacesOf> = {};
  if (result.countsForRank && withheldUntil(releaseAt, now) !== null)
    places.held = { member: heldMember(result.score, result.userId), score: Date.parse(releaseAt as string) };
  else if (result.countsForRank) places.test = entry;
  if (result.liveMock) places.live = { liveMockId: result.liveMock.liveMockId, entry };
  return places;
}

function push(sets: Map<string, Entry[]>, key: string, entry: Entry): void {
  const list = sets.get(key) ?? [];
  list.push(entry);
  sets.set(key, list);
}

/** Builds the set under a temporary key and renames it over `key`: readers never see it half built. */
async function replaceSet(redis: Redis, key: string, entries: readonly Entry[]): Promise<number> {
  const temp = `${key}:rebuild:${process.pid}`;
  await redis.del(temp);
  for (let i = 0; i < entries.length; i += PIPELINE) {
    const batch = redis.pipeline();
    for (const e of entries.slice(i, i + PIPELINE)) batch.zadd(temp, 'NX', e.score, e.member);
    await batch.exec();
  }
  await redis.rename(temp, key);
  return entries.length;
}
