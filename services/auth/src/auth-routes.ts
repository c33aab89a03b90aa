import { randomBytes } from 'node:crypto';
import {
  refreshRequest,
  SESSION_ENDED_CODE,
  SESSION_ENDED_MESSAGE,
  signInRequest,
  signOutRequest,
  signUpRequest,
} from '@ssc/contracts';
import { AppError, parseInput, UnauthorizedError } from '@ssc/service-kit';
import { Router } from 'express';
import { signAccessToken } from './access-token';
import type { Clock } from './clock';
import { createAccount } from './create-account';
import { WITHOUT_PASSWORD } from './current-user';
import { hashPassword, needsRehash, verifyPassword } from './password-hash';
import type { Sessions } from './sessions';
import { touchActivity } from './user-activity';
import type { UserModel, UserRecord } from './user-model';
import { toAuthResponse } from './user-views';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

export type TokenSettings = { privateKey: string; ttlSeconds: number };

const sessionEnded = () => new AppError(401, SESSION_ENDED_MESSAGE, SESSION_ENDED_CODE);

/**
 * POST /api/auth/signup, /signin (open a session), /refresh (a new access token for a live
 * session) and /signout (end it). Access tokens live minutes; the session, not the token,
 * decides how long someone stays signed in (sessions.ts).
 */
export function authRoutes(deps: {
  users: UserModel;
  sessions: Sessions;
  tokens: TokenSettings;
  clock: Clock;
  /** Mails the new account its verification link; called after the answer, never awaited by it. */
  afterSignUp?: (user: UserRecord) => Promise<void>;
}): Router {
  const { users, sessions, tokens, clock } = deps;
  const router = Router();

  // Unknown emails are checked against this hash, so they cost the same scrypt time as a
  // wrong password and response timing does not reveal which emails have accounts.
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return dummyHash;
  };

  const respond = (
    user: UserRecord | Omit<UserRecord, 'passwordHash'>,
    session: { id: string; refreshToken: string },
  ) => {
    const access = signAccessToken(
      { sub: user._id, role: user.role, email: user.email, sid: session.id },
      { privateKey: tokens.privateKey, ttlSeconds: tokens.ttlSeconds, now: clock() },
    );
    return toAuthResponse(user, access, session.refreshToken);
  };

  router.post('/api/auth/signup', async (req, res) => {
    // The contract strips unknown fields, so `role`/`isAdmin` in the body are ignored:
    // every account made through the API is a student.
    const input = parseInput(signUpRequest, req.body);
    const user = await createAccount(users, {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      displayName: input.displayName,
      role: 'student',
      now: clock(),
    });
    await touchActivity(users, user, clock());
    res.status(201).json(respond(user, await sessions.open(user)));
    await deps.afterSignUp?.(user);
  });

  router.post('/api/auth/signin', async (req, res) => {
    const input = parseInput(signInRequest, req.body);
    const user = await users.findOne({ email: input.email }).lean<UserRecord>();
    if (!user) {
      await verifyPassword(input.password, await getDummyHash());
      throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
    }
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
    }
    if (needsRehash(user.passwordHash)) {
      const passwordHash = await hashPassword(input.password);
      await users.updateOne({ _id: user._id, passwordHash: user.passwordHash }, { $set: { passwordHash } });
    }
    await touchActivity(users, user, clock());
    res.json(respond(user, await sessions.open(user)));
  });

  // The same refresh token again: it lives as long as its session, so two tabs refreshing at
  // once both succeed. The user is read afresh, so a changed role or name arrives here too.
  router.post('/api/auth/refresh', async (req, res) => {
    const { refreshToken } = parseInput(refreshRequest, req.body);
    const session = await sessions.fromRefreshToken(refreshToken);
    if (!session) throw sessionEnded();
    const user = await users
      .findById(session.userId, WITHOUT_PASSWORD)
      .lean<Omit<UserRecord, 'passwordHash'>>();
    if (!user) {
      await sessions.end(session._id);
      throw sessionEnded();
    }
    res.json(respond(user, { id: session._id, refreshToken }));
  });

  router.post('/api/auth/signout', async (req, res) => {
    const { refreshToken } = parseInput(signOutRequest, req.body ?? {});
    const session = refreshToken ? await sessions.fromRefreshToken(refreshToken) : null;
    if (session) await sessions.end(session._id);
    res.status(204).end();
  });

  return router;
}
