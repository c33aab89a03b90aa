import type { RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { NotFoundError } from './errors';
import type { Identity } from './identity';
import { secretKeyOf } from './key-objects';

/**
 * Service-to-service calls (`/internal/*`) carry their own proof in their own header: a
 * short-lived token with an audience the gateway never signs and a `kind` no user identity
 * has. The gateway strips this header from every incoming request, so no request a user
 * makes — whatever path tricks reach a service — can present one. `onBehalfOf` is the user a
 * call is made for, when there is one (an admin's stats page, a student starting a test).
 */
export const SERVICE_CALL_HEADER = 'x-ssc-service-call';
const AUDIENCE = 'ssc-service-call';
const KIND = 'service';
const TTL_SECONDS = 60;

export type ServiceName = 'auth' | 'catalog' | 'attempts' | 'results' | 'gateway';
const SERVICE_NAMES: readonly ServiceName[] = ['auth', 'catalog', 'attempts', 'results', 'gateway'];

export type ServiceCall = { caller: ServiceName; onBehalfOf?: Identity };

declare global {
  namespace Express {
    interface Request {
      /** Set only on `/internal/*` requests that carry a valid service-call token. */
      serviceCall?: ServiceCall;
    }
  }
}

export function signServiceCall(secret: string, call: ServiceCall): string {
  const user = call.onBehalfOf;
  return jwt.sign(
    {
      kind: KIND,
      ...(user ? { user: { id: user.userId, role: user.role, email: user.email } } : {}),
    },
    secretKeyOf(secret),
    { algorithm: 'HS256', subject: call.caller, audience: AUDIENCE, expiresIn: TTL_SECONDS },
  );
}

export function verifyServiceCall(secret: string, token: string): ServiceCall | null {
  try {
    const claims = jwt.verify(token, secretKeyOf(secret), { algorithms: ['HS256'], audience: AUDIENCE });
    if (typeof claims === 'string' || claims.kind !== KIND || typeof claims.exp !== 'number') return null;
    const caller = SERVICE_NAMES.find((name) => name === claims.sub);
    if (!caller) return null;
    const user = claims.user as { id?: unknown; role?: unknown; email?: unknown } | undefined;
    if (!user) return { caller };
    if (typeof user.id !== 'string') return null;
    const role = user.role === 'admin' ? 'admin' : 'student';
    return { caller, onBehalfOf: { userId: user.id, role, email: String(user.email ?? '') } };
  } catch {
    return null;
  }
}

/**
 * Guards everything under `/internal`: a request without a valid service-call token is
 * answered as if the route did not exist. The user identity of an internal call is only the
 * one the calling service vouches for, never a forwarded gateway identity.
 */
export function internalOnly(secret: string): RequestHandler {
  return (req, _res, next) => {
    const header = req.header(SERVICE_CALL_HEADER);
    const call = header ? verifyServiceCall(secret, header) : null;
    if (!call) return next(new NotFoundError());
    req.serviceCall = call;
    req.identity = call.onBehalfOf;
    next();
  };
}

/** One internal route's callers: any other service (or none) is answered 404. */
export function requireCaller(...callers: ServiceName[]): RequestHandler {
  return (req, _res, next) => {
    const caller = req.serviceCall?.caller;
    next(caller && callers.includes(caller) ? undefined : new NotFoundError());
  };
}

/** The header of a service call, ready for `fetch` or supertest's `set`. */
export function serviceCallHeaders(secret: string, call: ServiceCall): Record<string, string> {
  return { [SERVICE_CALL_HEADER]: signServiceCall(secret, call) };
}
