import type { ChainableCommander, Redis } from 'ioredis';
import { heldMember } from '../ranking/held-ranks';
import type { ScoredResult } from '../scoring/score-attempt';
import type { RedisKeys } from '../store/redis-keys';

/**
 * Moves a re-scored first attempt in its test's ranking. Held (a live mock before its release),
 * its member embeds the score: every score it can have had (each revision's before and after)
 * is looked for and replaced by the final one at the same release time. Ranked, its score is
 * updated only if it is there (a missing one is put back by the next read, with the stored score).
 * KEYS: held set, ranking. ARGV: user id, final score, final held member, candidate held members.
 */
const RERANK_LUA = `
local releaseAt = nil
for i = 4, #ARGV do
  local s = redis.call('ZSCORE', KEYS[1], ARGV[i])
  if s then releaseAt = s; redis.call('ZREM', KEYS[1], ARGV[i]) end
end
if releaseAt then redis.call('ZADD', KEYS[1], releaseAt, ARGV[3]) end
if redis.call('ZSCORE', KEYS[2], ARGV[1]) then redis.call('ZADD', KEYS[2], 'XX', ARGV[2], ARGV[1]) end
return 1`;

type RerankCommander = ChainableCommander & {
  rerankRevised(held: string, rank: string, ...argv: (string | number)[]): ChainableCommander;
};

export function withRerank(redis: Redis): void {
  if (!('rerankRevised' in redis)) redis.defineCommand('rerankRevised', { numberOfKeys: 2, lua: RERANK_LUA });
}

/** The standing updates of one re-scored result (inside the chunk's MULTI). */
export function moveStanding(
  tx: ChainableCommander,
  keys: RedisKeys,
  before: number,
  result: ScoredResult,
): void {
  if (result.countsForRank) {
    const scores = new Set([before, result.score]);
    for (const r of result.revisions ?? []) scores.add(r.scoreBefore).add(r.scoreAfter);
    (tx as RerankCommander).rerankRevised(
      keys.heldRank(result.testId),
      keys.rank(result.testId),
      result.userId,
      result.score,
      heldMember(result.score, result.userId),
      ...[...scores].map((s) => heldMember(s, result.userId)),
    );
  }
  if (result.liveMock) tx.zadd(keys.liveRank(result.liveMock.liveMockId), 'XX', result.score, result.userId);
}
