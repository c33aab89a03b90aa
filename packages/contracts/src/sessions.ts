import { z } from 'zod';
import { role } from './enums';

/**
 * Sessions. A sign-in opens one: a short-lived access token (minutes) that names it, and a
 * refresh token (`{sid}.{secret}`) that trades for new access tokens until the session ends —
 * by sign-out, by expiry, or because its account is gone. The auth service owns sessions;
 * the gateway asks what a session is now (who, which role) through a short Redis cache.
 */
export const refreshRequest = z.object({
  refreshToken: z.string({ error: 'refreshToken is required' }).min(1, 'refreshToken is required').max(200),
});
export type RefreshRequest = z.infer<typeof refreshRequest>;

/** Sign-out ends the session of this refresh token (if any); it always answers 204. */
export const signOutRequest = z.object({ refreshToken: z.string().max(200).optional() });
export type SignOutRequest = z.infer<typeof signOutRequest>;

/** What a live session is right now: whose, and the account's current role. */
export const sessionState = z.object({ userId: z.string(), role, email: z.string() });
export type SessionState = z.infer<typeof sessionState>;

/** The cache entry the gateway reads: the state, or `ended` (signed out, expired, no account). */
export const SESSION_ENDED = 'ended';
export const SESSION_CACHE_TTL_SECONDS = 120;
export const sessionCacheKey = (sessionId: string) => `auth:session:${sessionId}`;

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again';
export const TOKEN_EXPIRED_MESSAGE = 'Your session has expired. Please log in again';
