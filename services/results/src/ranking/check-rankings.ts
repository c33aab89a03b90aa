import type { Redis } from 'ioredis';
import { toRuling } from '../revisions/revision-store';
import { type Ruling, rulingsFor } from '../revisions/rulings';
import type { ResultsCollections } from '../store/collections';
import type { RedisKeys } from '../store/redis-keys';
import { fromResultDoc } from '../store/result-doc';
import { type Entry, rankPlacesOf, releasedMocks } from './rebuild-from-results';

/** One ranking whose Redis set disagrees with the stored results. */
export type RankingDiff = {
  key: string;
  /** Stored results with no entry in the set. */
  missing: string[];
  /** Entries with no stored result behind them. */
  extra: string[];
  wrongScore: { member: string; expected: number; actual: number }[];
};

/**
 * `unrevised`: stored results that do not have every answer-key ruling of their test applied
 * (a revision still re-scoring, or one whose re-scoring failed for them): their scores, and so
 * the rankings built from them, are not final.
 */
export type RankingCheck = { sets: number; entries: number; diffs: RankingDiff[]; unrevised: string[] };

/**
 * `npm run rerank -- --check`: compares what Redis ranks with what `rebuildFromResults` would
 * build from the stored results, writing nothing. A test's ranking is read as its readers see it:
 * the ranked set plus the held entries whose release has passed (the standing script moves those
 * on its next read); entries still withheld are compared with the held set.
 */
export async function checkRankings(opts: {
  results: ResultsCollections['results'];
  redis: Redis;
  keys: Pick<RedisKeys, 'rank' | 'heldRank' | 'liveRank' | 'liveReleased'>;
  onlyTest?: string;
  now?: Date;
  /** The answer-key revisions (`answer_key_revisions`): results are checked for every ruling applied. */
  revisions?: ResultsCollections['revisions'];
}): Promise<RankingCheck> {
  const now = opts.now ?? new Date();
  const { redis, keys } = opts;
  const expected = new Map<string, Map<string, number>>();
  const expect = (key: string, entry: Entry) => {
    const set = expected.get(key) ?? new Map<string, number>();
    if (!set.has(entry.member)) set.set(entry.member, entry.score); // ZADD NX: the first stays
    expected.set(key, set);
  };
  const tests = new Set<string>();
  const released = releasedMocks(redis, keys);
  let entries = 0;
  const rulingsByTest = new Map<string, Ruling[]>();
  for (const doc of opts.revisions ? await opts.revisions.find({}).toArray() : [])
    rulingsByTest.set(doc.testId, [...(rulingsByTest.get(doc.testId) ?? []), toRuling(doc)]);
  const unrevised: string[] = [];
  for await (const doc of opts.results.find(opts.onlyTest ? { testId: opts.onlyTest } : {})) {
    const result = fromResultDoc(doc);
    const due = rulingsFor(result, rulingsByTest.get(result.testId) ?? []).map((r) => r.revisionId);
    const applied = (result.revisions ?? []).map((r) => r.revisionId);
    if (due.length !== applied.length || due.some((id, i) => id !== applied[i]))
      unrevised.push(result.attemptId);
    const places = rankPlacesOf(result, now, await released(result.liveMock?.liveMockId));
    if (places.test || places.held) tests.add(result.testId);
    if (places.test) expect(keys.rank(result.testId), places.test);
    if (places.held) expect(keys.heldRank(result.testId), places.held);
    if (places.live) expect(keys.liveRank(places.live.liveMockId), places.live.entry);
    entries += 1;
  }

  const diffs: RankingDiff[] = [];
  const compare = (key: string, actual: Map<string, number>) => {
    const want = expected.get(key) ?? new Map<string, number>();
    const diff: RankingDiff = { key, missing: [], extra: [], wrongScore: [] };
    for (const [member, score] of want) {
      const got = actual.get(member);
      if (got === undefined) diff.missing.push(member);
      else if (got !== score) diff.wrongScore.push({ member, expected: score, actual: got });
    }
    for (const member of actual.keys()) if (!want.has(member)) diff.extra.push(member);
    if (diff.missing.length + diff.extra.length + diff.wrongScore.length > 0) diffs.push(diff);
  };

  for (const testId of tests) {
    const ranked = toMap(await redis.zrange(keys.rank(testId), 0, -1, 'WITHSCORES'));
    for (const [member] of toMap(
      await redis.zrangebyscore(keys.heldRank(testId), '-inf', now.getTime(), 'WITHSCORES'),
    )) {
      const cut = member.indexOf(':');
      const userId = member.slice(cut + 1);
      if (!ranked.has(userId)) ranked.set(userId, Number(member.slice(0, cut)));
    }
    compare(keys.rank(testId), ranked);
    compare(
      keys.heldRank(testId),
      toMap(await redis.zrangebyscore(keys.heldRank(testId), `(${now.getTime()}`, '+inf', 'WITHSCORES')),
    );
  }
  const testKeys = new Set([...tests].flatMap((t) => [keys.rank(t), keys.heldRank(t)]));
  for (const key of expected.keys()) {
    if (testKeys.has(key)) continue;
    compare(key, toMap(await redis.zrange(key, 0, -1, 'WITHSCORES')));
  }
  return { sets: expected.size, entries, diffs, unrevised };
}

function toMap(flat: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (let i = 0; i + 1 < flat.length; i += 2) map.set(flat[i] as string, Number(flat[i + 1]));
  return map;
}
