import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LeaderboardReading } from './leaderboard';

/**
 * A leaderboard's reads of a live set in one round trip (one consistent snapshot): KEYS[1] = the
 * set; ARGV = how many top entries, the caller's user id. Returns {ZCARD, top WITHSCORES, the
 * caller's score or '' when not ranked, candidates strictly above the caller (-1 when not
 * ranked)}. The caller's score is returned as text (Lua numbers in replies become integers).
 */
export const LEADERBOARD_LUA = `
local key = KEYS[1]
local total = redis.call('ZCARD', key)
local top = redis.call('ZREVRANGE', key, 0, tonumber(ARGV[1]) - 1, 'WITHSCORES')
local mine = redis.call('ZSCORE', key, ARGV[2])
local higher = -1
if mine then higher = redis.call('ZCOUNT', key, '(' .. mine, '+inf') else mine = '' end
return { total, top, mine, higher }
`;

const SHA = createHash('sha1').update(LEADERBOARD_LUA).digest('hex');

type Reply = [number, string[], string, number];

/** EVALSHA, loading the script on first use (NOSCRIPT), as the standing script does. */
export async function readLeaderboard(
  redis: Redis,
  key: string,
  limit: number,
  userId: string,
): Promise<LeaderboardReading> {
  let reply: Reply;
  try {
    reply = (await redis.evalsha(SHA, 1, key, limit, userId)) as Reply;
  } catch (err) {
    if (!String((err as Error).message).includes('NOSCRIPT')) throw err;
    reply = (await redis.eval(LEADERBOARD_LUA, 1, key, limit, userId)) as Reply;
  }
  const [total, flat, mine, higher] = reply;
  const top: { userId: string; score: number }[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2)
    top.push({ userId: String(flat[i]), score: Number(flat[i + 1]) });
  return { total, top, me: mine === '' ? null : { userId, score: Number(mine), higher } };
}
