import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * One result page's reads of a ranking in one round trip (and one consistent snapshot):
 * KEYS[1] = the set, KEYS[2] = its held entries (held-ranks.ts); ARGV = score, user id, "1" to
 * put a first attempt back (ZADD NX), bucket count, now (ms), then the what-if score levels.
 * Held entries due by now enter the set first, so no reader sees a set without them. Returns {own counts {higher, atOrBelow, total},
 * level counts (higher, atOrBelow per level), top three WITHSCORES, buckets {from, to, count}}.
 * Bucket edges follow `scoreBuckets` (rank-math.ts) exactly — lowest to highest score, inner
 * edges rounded to 2 decimals, zero-width buckets dropped, the one reaching the top score closed
 * (also when the last raw bucket had no width and was dropped) — and are
 * returned as text (Lua numbers in replies become integers).
 */
export const STANDING_LUA = `
local key = KEYS[1]
local score = ARGV[1]
local due = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[5])
for _, held in ipairs(due) do
  local sep = string.find(held, ':', 1, true)
  redis.call('ZADD', key, 'NX', string.sub(held, 1, sep - 1), string.sub(held, sep + 1))
end
if #due > 0 then redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[5]) end
if ARGV[3] == '1' then redis.call('ZADD', key, 'NX', score, ARGV[2]) end
local own = {
  redis.call('ZCOUNT', key, '(' .. score, '+inf'),
  redis.call('ZCOUNT', key, '-inf', score),
  redis.call('ZCARD', key),
}
local levels = {}
for i = 6, #ARGV do
  levels[#levels + 1] = redis.call('ZCOUNT', key, '(' .. ARGV[i], '+inf')
  levels[#levels + 1] = redis.call('ZCOUNT', key, '-inf', ARGV[i])
end
local top = redis.call('ZREVRANGE', key, 0, 2, 'WITHSCORES')
local buckets = {}
if #top > 0 then
  local max = tonumber(top[2])
  local min = tonumber(redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')[2])
  local n = tonumber(ARGV[4])
  local edges = { min, max }
  if max > min and n >= 2 then
    local width = (max - min) / n
    edges = { min }
    for i = 1, n - 1 do edges[i + 1] = math.floor((min + i * width) * 100 + 0.5) / 100 end
    edges[n + 1] = max
  end
  local fmt = function(x) return string.format('%.17g', x) end
  for i = 1, #edges - 1 do
    local from, to = edges[i], edges[i + 1]
    if to > from or #edges == 2 then
      -- The bucket that reaches the top score holds it, even when the last raw bucket had no width.
      local upper = (to >= max) and fmt(to) or ('(' .. fmt(to))
      buckets[#buckets + 1] = { fmt(from), fmt(to), redis.call('ZCOUNT', key, fmt(from), upper) }
    end
  end
end
return { own, levels, top, buckets }
`;

const SHA = createHash('sha1').update(STANDING_LUA).digest('hex');

export type StandingReply = [[number, number, number], number[], string[], [string, string, number][]];

/** EVALSHA, loading the script on first use (NOSCRIPT) — after a Redis restart too. */
export async function runStandingScript(
  redis: Redis,
  keys: [set: string, held: string],
  args: (string | number)[],
): Promise<StandingReply> {
  try {
    return (await redis.evalsha(SHA, 2, ...keys, ...args)) as StandingReply;
  } catch (err) {
    if (!String((err as Error).message).includes('NOSCRIPT')) throw err;
    return (await redis.eval(STANDING_LUA, 2, ...keys, ...args)) as StandingReply;
  }
}
