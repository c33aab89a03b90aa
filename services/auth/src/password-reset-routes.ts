import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequest,
  RESET_LINK_INVALID_CODE,
  RESET_LINK_INVALID_MESSAGE,
  resetPasswordRequest,
} from '@ssc/contracts';
import { AppError, type Logger, parseInput } from '@ssc/service-kit';
import { Router } from 'express';
import type { Clock } from './clock';
import type { Mailer } from './mail-queue';
import { hashPassword } from './password-hash';
import { hashResetToken, newResetToken, resetLink, resetMail, resetStillValid } from './password-reset';
import type { PasswordResetModel, PasswordResetRecord } from './password-reset-model';
import type { Sessions } from './sessions';
import type { UserModel, UserRecord } from './user-model';

const invalidLink = () => new AppError(400, RESET_LINK_INVALID_MESSAGE, RESET_LINK_INVALID_CODE);

/**
 * POST /api/auth/forgot-password mails a single-use link; POST /api/auth/reset-password sets a
 * new password with it and ends every session of the account (each device signs in again).
 * The gateway limits both (gateway/src/auth-limits.ts).
 */
export function passwordResetRoutes(deps: {
  users: UserModel;
  resets: PasswordResetModel;
  sessions: Sessions;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
  logger: Logger;
}): Router {
  const { users, resets, sessions, mailer, clock, logger } = deps;
  const router = Router();

  async function mailLinkTo(email: string): Promise<void> {
    const user = await users
      .findOne({ email }, { _id: 1, email: 1, displayName: 1, languagePreference: 1 })
      .lean<UserRecord>();
    if (!user) return;
    const now = clock();
    const { token, hash, expiresAt } = newResetToken(now);
    await resets.create({ _id: hash, userId: user._id, createdAt: now, expiresAt });
    await mailer.send(resetMail(user, resetLink(deps.publicUrl, token)));
  }

  // The same 202 and body whether or not the account exists, so the answer names no accounts;
  // it is sent before the account is looked up, so neither does the time it takes.
  router.post('/api/auth/forgot-password', async (req, res) => {
    const { email } = parseInput(forgotPasswordRequest, req.body);
    res.status(202).json({ message: FORGOT_PASSWORD_MESSAGE });
    await mailLinkTo(email).catch((err: unknown) =>
      logger.error({ err: String(err) }, 'password-reset link not made or not queued'),
    );
  });

  router.post('/api/auth/reset-password', async (req, res) => {
    const input = parseInput(resetPasswordRequest, req.body);
    // Taken out in one step, so two requests with one link cannot both use it.
    const record = await resets
      .findOneAndDelete({ _id: hashResetToken(input.token) })
      .lean<PasswordResetRecord>();
    if (!record || !resetStillValid(record, clock())) throw invalidLink();
    const passwordHash = await hashPassword(input.password);
    const updated = await users.updateOne({ _id: record.userId }, { $set: { passwordHash } });
    if (updated.matchedCount === 0) throw invalidLink();
    await resets.deleteMany({ userId: record.userId });
    await sessions.endAllOf(record.userId);
    res.status(204).end();
  });

  return router;
}
