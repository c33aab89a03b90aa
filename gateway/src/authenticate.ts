import {
  SESSION_ENDED_CODE,
  SESSION_ENDED_MESSAGE,
  TOKEN_EXPIRED_CODE,
  TOKEN_EXPIRED_MESSAGE,
} from '@ssc/contracts';
import { AppError, ForbiddenError, type Identity, UnauthorizedError } from '@ssc/service-kit';
import type { RequestHandler } from 'express';
import { bearerToken } from './access-token';
import type { Access } from './route-table';
import type { SessionCheck } from './session-check';
import { verifiedTokens } from './verified-tokens';

/**
 * The caller of a route that needs one (`user` or `admin`), from its Authorization header: the
 * verified identity, or the error to answer with (401 or 403).
 */
export type CallerCheck = (
  access: Exclude<Access, 'public'>,
  authorization: string | undefined,
) => Promise<Identity | AppError>;

/**
 * Verifies the caller's Bearer token, then that its session is still live and whose it is,
 * and enforces the route's access level with the account's current role (a demoted admin
 * loses admin routes when the session state says so, not when the token runs out).
 */
export function callerCheck(publicKey: string, sessions: SessionCheck): CallerCheck {
  const verifyAccessToken = verifiedTokens(publicKey);
  return async (access, authorization) => {
    const token = bearerToken(authorization);
    if (!token) return new UnauthorizedError();
    const check = verifyAccessToken(token);
    if (!check.ok) {
      return check.reason === 'expired'
        ? new AppError(401, TOKEN_EXPIRED_MESSAGE, TOKEN_EXPIRED_CODE)
        : new UnauthorizedError();
    }
    const verdict = await sessions(check.sessionId);
    if (
      verdict.kind === 'ended' ||
      (verdict.kind === 'live' && verdict.state.userId !== check.identity.userId)
    )
      return new AppError(401, SESSION_ENDED_MESSAGE, SESSION_ENDED_CODE);
    // The verified token's own identity when the role is unchanged: no copy per request.
    const identity =
      verdict.kind === 'live' && verdict.state.role !== check.identity.role
        ? { ...check.identity, role: verdict.state.role }
        : check.identity;
    if (access === 'admin' && identity.role !== 'admin') return new ForbiddenError();
    return identity;
  };
}

/**
 * `callerCheck` as Express middleware: sets `req.identity` or passes the error on. Public
 * routes ignore the token entirely, so a stale token never blocks signing in again.
 */
export function authenticate(checkCaller: CallerCheck) {
  return (access: Access): RequestHandler =>
    async (req, _res, next) => {
      req.identity = undefined;
      if (access === 'public') return next();
      const caller = await checkCaller(access, req.header('authorization'));
      if (caller instanceof AppError) return next(caller);
      req.identity = caller;
      next();
    };
}
