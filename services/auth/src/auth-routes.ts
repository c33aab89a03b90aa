import { randomBytes } from 'node:crypto';
import { signInRequest, signUpRequest } from '@ssc/contracts';
import { parseInput, UnauthorizedError } from '@ssc/service-kit';
import { Router } from 'express';
import { signAccessToken } from './access-token';
import type { Clock } from './clock';
import { createAccount } from './create-account';
import { hashPassword, needsRehash, verifyPassword } from './password-hash';
import { touchActivity } from './user-activity';
import type { UserModel, UserRecord } from './user-model';
import { toAuthResponse } from './user-views';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

export type TokenSettings = { privateKey: string; ttlSeconds: number };

/** POST /api/auth/signup and /api/auth/signin. Sign-out is client-side (spec section 4). */
export function authRoutes(deps: { users: UserModel; tokens: TokenSettings; clock: Clock }): Router {
  const { users, tokens, clock } = deps;
  const router = Router();

  // Unknown emails are checked against this hash, so they cost the same scrypt time as a
  // wrong password and response timing does not reveal which emails have accounts.
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return dummyHash;
  };

  const respondWithSession = (user: UserRecord) => {
    const access = signAccessToken(
      { sub: user._id, role: user.role, email: user.email },
      { privateKey: tokens.privateKey, ttlSeconds: tokens.ttlSeconds, now: clock() },
    );
    return toAuthResponse(user, access);
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
    res.status(201).json(respondWithSession(user));
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
    res.json(respondWithSession(user));
  });

  return router;
}
