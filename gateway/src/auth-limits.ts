import { createHash } from 'node:crypto';
import { RATE_LIMIT_MESSAGE } from '@ssc/contracts';
import type { Logger } from '@ssc/service-kit';
import type { Request, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type AuthLimitSettings = {
  /** Failed sign-ins per account (any address) per window: stops guessing one password. */
  failuresPerAccount: number;
  /** Failed sign-ins and refreshes per address per window: high enough for a hostel behind one NAT. */
  failuresPerAddress: number;
  failureWindowSeconds: number;
  /** Sign-ups per address per window, counted whatever their outcome. */
  signupsPerAddress: number;
  signupWindowSeconds: number;
  /** Password-reset mails asked for per account, and asks per address, per window (any outcome). */
  resetMailsPerAccount: number;
  resetAsksPerAddress: number;
  resetWindowSeconds: number;
  /** Verification mails a signed-in account may ask for again per window (any outcome). */
  verificationMailsPerAccount: number;
  verificationWindowSeconds: number;
  prefix: string;
};

type Limiter = RateLimiterRedis;
type Outcome = 'success' | 'failure' | 'not-counted';

/**
 * Limits on the public auth routes that stop guessing without locking out a classroom:
 * - a sign-in reserves a point of its account's budget before it is forwarded, so parallel
 *   guesses at one password cannot overshoot it; success clears the account's count, any
 *   other failure than wrong credentials gives the point back;
 * - an address is refused once its failures (sign-ins and refreshes) reach its budget; only
 *   failures are counted, after the answer, so any number of students behind one address can
 *   sign in at once (parallel guesses from one address may overshoot by the number in flight,
 *   which the per-account budget bounds where it matters);
 * - sign-ups have a budget of their own per address;
 * - asking for a password-reset mail takes a point of its account's budget and of its address's,
 *   whatever the answer (the answer never says whether the account exists), so nobody can flood
 *   a mailbox or walk through addresses; setting a new password with a reset link counts its
 *   failures (bad or used links) against the address like sign-ins do;
 * - verifying an email address with a link counts its failures against the address the same way;
 *   asking for a new verification mail (signed in, so after the access check) takes a point of
 *   the account's own budget, whatever the answer.
 * Every 429 says when to try again (Retry-After). Redis being unreachable lets traffic
 * through (logged) rather than locking everyone out.
 */
export function authLimits(opts: { redis: Redis; settings: AuthLimitSettings; logger: Logger }) {
  const { redis, settings, logger } = opts;
  const make = (name: string, points: number, duration: number): Limiter =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${settings.prefix}:${name}`,
      points,
      duration,
      blockDuration: duration,
      useRedisPackage: false,
    });
  const byAccount = make('signin-account', settings.failuresPerAccount, settings.failureWindowSeconds);
  const byAddress = make('failures-address', settings.failuresPerAddress, settings.failureWindowSeconds);
  const signups = make('signup-address', settings.signupsPerAddress, settings.signupWindowSeconds);
  const resetsByAccount = make('reset-account', settings.resetMailsPerAccount, settings.resetWindowSeconds);
  const resetsByAddress = make('reset-address', settings.resetAsksPerAddress, settings.resetWindowSeconds);
  const verificationMails = make(
    'verify-mail-account',
    settings.verificationMailsPerAccount,
    settings.verificationWindowSeconds,
  );

  const address = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

  const tooMany = (req: Request, res: Response, msBeforeNext: number) => {
    res.setHeader('Retry-After', Math.max(1, Math.ceil(msBeforeNext / 1000)));
    res.status(429).json({ message: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED', requestId: req.id });
  };

  /** Reserves points; answers the 429 itself and returns false when any is exhausted. */
  async function reserve(req: Request, res: Response, takes: [Limiter, string][]): Promise<boolean> {
    const taken: [Limiter, string][] = [];
    for (const [limiter, key] of takes) {
      try {
        await limiter.consume(key);
        taken.push([limiter, key]);
      } catch (err) {
        await Promise.all(taken.map(([l, k]) => l.reward(k).catch(() => undefined)));
        if (!(err instanceof RateLimiterRes)) {
          logger.warn({ err: String(err) }, 'rate limiter unavailable; letting the request through');
          return true;
        }
        tooMany(req, res, err.msBeforeNext);
        return false;
      }
    }
    return true;
  }

  /**
   * Settles the counts with the service's answer before the client sees it, so the client's
   * next request already meets the new counts.
   */
  function settle(res: Response, onOutcome: (outcome: Outcome) => Promise<unknown>): void {
    res.locals.beforeAnswer = async (status: number) => {
      const outcome: Outcome =
        status < 300 ? 'success' : status >= 500 || status === 429 ? 'not-counted' : 'failure';
      await onOutcome(outcome).catch((err: unknown) =>
        logger.warn({ err: String(err) }, 'rate limit not settled'),
      );
    };
  }

  /** 429 when an address has used up its failures; counting happens after the answer. */
  async function addressBlocked(req: Request, res: Response, ip: string): Promise<boolean> {
    const used = await byAddress.get(ip).catch((err: unknown) => {
      logger.warn({ err: String(err) }, 'rate limiter unavailable; letting the request through');
      return null;
    });
    if (!used || used.consumedPoints < settings.failuresPerAddress) return false;
    tooMany(req, res, used.msBeforeNext);
    return true;
  }

  const signIn: RequestHandler = async (req, res, next) => {
    const ip = address(req);
    if (await addressBlocked(req, res, ip)) return;
    const account = accountKey(req.body);
    if (account && !(await reserve(req, res, [[byAccount, account]]))) return;
    settle(res, async (outcome) => {
      if (outcome === 'failure') await byAddress.penalty(ip);
      if (!account || outcome === 'failure') return;
      await (outcome === 'success' ? byAccount.delete(account) : byAccount.reward(account));
    });
    next();
  };

  const refresh: RequestHandler = async (req, res, next) => {
    const ip = address(req);
    if (await addressBlocked(req, res, ip)) return;
    settle(res, async (outcome) => outcome === 'failure' && byAddress.penalty(ip));
    next();
  };

  const signUp: RequestHandler = async (req, res, next) => {
    if (await reserve(req, res, [[signups, address(req)]])) next();
  };

  const forgotPassword: RequestHandler = async (req, res, next) => {
    const account = accountKey(req.body);
    const takes: [Limiter, string][] = [[resetsByAddress, address(req)]];
    if (account) takes.push([resetsByAccount, account]);
    if (await reserve(req, res, takes)) next();
  };

  const resendVerification: RequestHandler = async (req, res, next) => {
    const userId = req.identity?.userId;
    if (!userId || (await reserve(req, res, [[verificationMails, userId]]))) next();
  };

  return {
    signIn,
    signUp,
    refresh,
    forgotPassword,
    resetPassword: refresh,
    verifyEmail: refresh,
    resendVerification,
  };
}

/**
 * The account a sign-in is for: its email as the auth service reads it (trimmed, lowercased),
 * hashed. `body` is the JSON the gateway parsed and forwards re-serialised, so the service
 * reads exactly this email (no charset or encoding can make the two disagree).
 */
function accountKey(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  if (typeof email !== 'string' || !email.trim()) return undefined;
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}
