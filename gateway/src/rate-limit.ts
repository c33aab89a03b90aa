import { RATE_LIMIT_MESSAGE } from '@ssc/contracts';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Redis-backed, so every gateway replica shares one budget per client IP.
 * If Redis is down the limiter lets traffic through rather than locking everyone out.
 */
export function rateLimit(opts: {
  redis: Redis;
  points: number;
  windowSeconds: number;
  prefix: string;
}): RequestHandler {
  const limiter = new RateLimiterRedis({
    storeClient: opts.redis,
    keyPrefix: opts.prefix,
    points: opts.points,
    duration: opts.windowSeconds,
    useRedisPackage: false,
  });
  return async (req, res, next) => {
    try {
      await limiter.consume(req.ip ?? 'unknown');
      next();
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) return next();
      res.setHeader('Retry-After', Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
      res.status(429).json({ message: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED', requestId: req.id });
    }
  };
}
