import type { ChainableCommander } from 'ioredis';
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
