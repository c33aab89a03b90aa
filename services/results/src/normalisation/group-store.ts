import type { NormalisedScore } from '@ssc/contracts';
import type { Redis } from 'ioredis';
import type { ShiftScores } from './equipercentile';
import { type GroupKeys, memberOf } from './group-keys';

/** What is stored per taker: the result's `normalised` block. */
export type GroupEntry = NormalisedScore;

/** A taker's place among every shift of the group, by normalised score. */
export type GroupStanding = {
  entry: GroupEntry;
  /** Takers of the group strictly above, and all of them. */
  higher: number;
  total: number;
  /** The group's top, highest first: member and normalised score. */
  top: { member: string; score: number }[];
};

/**
 * Makes a computation current unless a newer one already is (several workers may compute a
 * group at once): KEYS = the computed-at key; ARGV = generation, its rank and entries keys, the
 * key prefix of computations. Drops the older computation's keys, or this one's when it lost.
 */
const SWAP_LUA = `
local current = tonumber(redis.call('GET', KEYS[1]) or '-1')
local mine = tonumber(ARGV[1])
-- The same generation computed twice wrote the same keys: they are the current ones, keep them.
if current == mine then return 0 end
if current > mine then
  redis.call('DEL', ARGV[2], ARGV[3])
  return 0
end
redis.call('SET', KEYS[1], ARGV[1])
if current >= 0 then
  redis.call('DEL', ARGV[4] .. current .. ':rank', ARGV[4] .. current .. ':entries')
end
return 1
`;

/**
 * One consistent read of a taker's standing: KEYS = the computed-at key; ARGV = the key prefix
 * of computations, the member, how many top entries. Returns {} before any computation or when
 * the taker is not in it, else {entry JSON, higher, total, top WITHSCORES}.
 */
const STANDING_LUA = `
local current = redis.call('GET', KEYS[1])
if not current then return {} end
local rank = ARGV[1] .. current .. ':rank'
local entry = redis.call('HGET', ARGV[1] .. current .. ':entries', ARGV[2])
local score = redis.call('ZSCORE', rank, ARGV[2])
if not entry or not score then return {} end
local higher = redis.call('ZCOUNT', rank, '(' .. score, '+inf')
local total = redis.call('ZCARD', rank)
local top = redis.call('ZREVRANGE', rank, 0, tonumber(ARGV[3]) - 1, 'WITHSCORES')
return { entry, higher, total, top }
`;

const CHUNK = 1_000;

export type GroupStore = ReturnType<typeof groupStore>;

/**
 * A group's normalisation in Redis beside the rankings it is computed from. Each computation
 * is written under its own generation's keys, then made current by one script, so a reader
 * never sees half of one and a slower, older computation never replaces a newer one.
 */
export function groupStore(redis: Redis, keys: GroupKeys, liveRankKey: (liveMockId: string) => string) {
  return {
    /** One more live result recorded in the group: its new generation. */
    noteResult: (group: string): Promise<number> => redis.incr(keys.generation(group)),
    async generation(group: string): Promise<number> {
      return Number((await redis.get(keys.generation(group))) ?? 0);
    },
    async computedAt(group: string): Promise<number> {
      return Number((await redis.get(keys.computed(group))) ?? -1);
    },
    /** Every live taker's raw score, shift by shift (the live rankings, one per mock). */
    async shiftScores(liveMockIds: readonly string[]): Promise<ShiftScores[]> {
      return Promise.all(
        liveMockIds.map(async (shiftId) => {
          const flat = await redis.zrange(liveRankKey(shiftId), 0, -1, 'WITHSCORES');
          const takers: ShiftScores['takers'][number][] = [];
          for (let i = 0; i + 1 < flat.length; i += 2)
            takers.push({ member: memberOf(shiftId, flat[i] as string), raw: Number(flat[i + 1]) });
          return { shiftId, takers };
        }),
      );
    },
    /** Writes a computation and makes it current; false when a newer one already was. */
    async save(
      group: string,
      generation: number,
      entries: ReadonlyMap<string, GroupEntry>,
    ): Promise<boolean> {
      const rank = keys.rank(group, generation);
      const hash = keys.entries(group, generation);
      const all = [...entries];
      const tx = redis.multi().del(rank, hash);
      for (let i = 0; i < all.length; i += CHUNK) {
        const part = all.slice(i, i + CHUNK);
        tx.zadd(rank, ...part.flatMap(([member, e]) => [e.normalisedScore, member]));
        tx.hset(hash, ...part.flatMap(([member, e]) => [member, JSON.stringify(e)]));
      }
      const replies = (await tx.exec()) ?? [];
      const failed = replies.find(([err]) => err);
      if (failed?.[0]) throw failed[0];
      const swapped = await redis.eval(
        SWAP_LUA,
        1,
        keys.computed(group),
        generation,
        rank,
        hash,
        keys.computations(group),
      );
      return swapped === 1;
    },
    /** The taker's standing in the current computation; null before one, or when not in it. */
    async standing(group: string, member: string, topN: number): Promise<GroupStanding | null> {
      const reply = (await redis.eval(
        STANDING_LUA,
        1,
        keys.computed(group),
        keys.computations(group),
        member,
        topN,
      )) as [] | [string, number, number, string[]];
      if (reply.length === 0) return null;
      const [entry, higher, total, flat] = reply;
      const top: GroupStanding['top'] = [];
      for (let i = 0; i + 1 < flat.length; i += 2)
        top.push({ member: String(flat[i]), score: Number(flat[i + 1]) });
      return { entry: JSON.parse(entry) as GroupEntry, higher, total, top };
    },
  };
}
