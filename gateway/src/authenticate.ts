import {
  SESSION_ENDED_CODE,
  SESSION_ENDED_MESSAGE,
  TOKEN_EXPIRED_CODE,
  TOKEN_EXPIRED_MESSAGE,
} from '@ssc/contracts';
import { AppError, ForbiddenError, UnauthorizedError } from '@ssc/service-kit';
import type { RequestHandler } from 'express';
import { bearerToken } from './access-token';
import type { Access } from './route-table';
import type { SessionCheck } from './session-check';
import { verifiedTokens } from './verified-tokens';

/**
 * Verifies the caller's Bearer token, then that its session is still live and whose it is,
 * and enforces the route's access level with the account's current role (a demoted admin
 * loses admin routes when the session state says so, not when the token runs out). Public
 * routes ignore the token entirely, so a stale token never blocks signing in again.
 */
export function authenticate(publicKey: string, sessions: SessionCheck) {
  const verifyAccessToken = verifiedTokens(publicKey);
  return (access: Access): RequestHandler =>
    async (req, _res, next) => {
      req.identity = undefined;
      if (access === 'public') return next();
      const token = bearerToken(req.header('authorization'));
      if (!token) return next(new UnauthorizedError());
      const check = verifyAccessToken(token);
      if (!check.ok) {
        return next(
          check.reason === 'expired'
            ? new AppError(401, TOKEN_EXPIRED_MESSAGE, TOKEN_EXPIRED_CODE)
            : new UnauthorizedError(),
        );
      }
      const verdict = await sessions(check.sessionId);
      if (
        verdict.kind === 'ended' ||
        (verdict.kind === 'live' && verdict.state.userId !== check.identity.userId)
      )
        return next(new AppError(401, SESSION_ENDED_MESSAGE, SESSION_ENDED_CODE));
      const identity =
        verdict.kind === 'live' ? { ...check.identity, role: verdict.state.role } : check.identity;
      if (access === 'admin' && identity.role !== 'admin') return next(new ForbiddenError());
      req.identity = identity;
      next();
    };
}
