import { ForbiddenError, UnauthorizedError } from '@ssc/service-kit';
import type { RequestHandler } from 'express';
import { bearerToken, verifyAccessToken } from './access-token';
import type { Access } from './route-table';

/**
 * Verifies the caller's Bearer token and enforces the route's access level. Public routes
 * ignore the token entirely, so a stale token never blocks signing in again.
 */
export function authenticate(publicKey: string, access: Access): RequestHandler {
  return (req, _res, next) => {
    req.identity = undefined;
    if (access === 'public') return next();
    const token = bearerToken(req.header('authorization'));
    if (!token) return next(new UnauthorizedError());
    const check = verifyAccessToken(publicKey, token);
    if (!check.ok) {
      const message =
        check.reason === 'expired' ? 'Your session has expired. Please log in again' : undefined;
      return next(new UnauthorizedError(message));
    }
    if (access === 'admin' && check.identity.role !== 'admin') return next(new ForbiddenError());
    req.identity = check.identity;
    next();
  };
}
