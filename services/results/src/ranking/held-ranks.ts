import type { ChainableCommander } from 'ioredis';
import { latestPossibleRelease } from '../live/live-release';
import { withheldUntil } from '../live/release-gate';
import type { RedisKeys } from '../store/redis-keys';

/**
 * A live first attempt counts in its test's ranking too, but not before its release: until
 * then its score would show in the top rankers and the predictor of anyone's earlier practice
 * result of the same test. So it waits in `heldRank(testId)` — member `{score}:{userId}`,
 * score = the release time in ms — and the standing script moves every entry due by now into
 * `rank(testId)` (ZADD NX) before it reads, in the same round trip. Held or ranked, the write is
 * idempotent (same member, same score), so a repeated scoring run changes nothing.
 */

/**
 * Until when a live first attempt waits out of its test's ranking: the latest its mock's release
 * can be (the end + 20 min an hour + the grace). The actual release can still move when the
 * attempt is scored (a taker with compensatory time may start later), and the scoring run and a
 * rebuild must agree without asking attempts, so the practice ranking takes live takers in at
 * that bound at the latest — earlier, at the actual release, through `releaseHeldScript`.
 */
export const heldUntil = (result: {
  liveMock?: { resultsReleaseAt: string } | undefined;
  durationMinutes: number;
}): string | undefined =>
  result.liveMock
    ? latestPossibleRelease(result.liveMock.resultsReleaseAt, result.durationMinutes)
    : undefined;
export const heldMember = (score: number, userId: string): string => `${score}:${userId}`;

/** Puts a first attempt in its test's ranking now, or holds it until its release. */
export function rankFirstAttempt(
  tx: ChainableCommander,
  keys: Pick<RedisKeys, 'rank' | 'heldRank'>,
  entry: { testId: string; userId: string; score: number; releaseAt?: string | undefined },
  now: Date,
): void {
  if (entry.releaseAt && withheldUntil(entry.releaseAt, now) !== null)
    tx.zadd(keys.heldRank(entry.testId), Date.parse(entry.releaseAt), heldMember(entry.score, entry.userId));
  else tx.zadd(keys.rank(entry.testId), 'NX', entry.score, entry.userId);
}

/**
 * Moves a released live mock's held first attempts into their test's ranking, once: the first
 * read of the mock's results after its release (final, every taker ranked: ranked-release.ts)
 * runs it, so the practice ranking takes the live takers in at the release every live reader
 * agrees on, not only at the latest possible one. Its takers are the members of its live set;
 * a user has one first attempt, so their held entry can be no other mock's. The flag (SET NX)
 * makes a second run do nothing, and tells a rebuild the mock is out.
 * KEYS: the flag, the live set, the held set, the test's ranking. Returns the entries moved (-1:
 * already done).
 */
export const RELEASE_HELD_LUA = `
if not redis.call('SET', KEYS[1], '1', 'NX') then return -1 end
local moved = 0
for _, member in ipairs(redis.call('ZRANGE', KEYS[3], 0, -1)) do
  local cut = string.find(member, ':', 1, true)
  if cut then
    local userId = string.sub(member, cut + 1)
    if redis.call('ZSCORE', KEYS[2], userId) then
      redis.call('ZADD', KEYS[4], 'NX', string.sub(member, 1, cut - 1), userId)
      redis.call('ZREM', KEYS[3], member)
      moved = moved + 1
    end
  end
end
return moved`;
