import {
  ALREADY_VERIFIED_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  EMAIL_VERIFY_TTL_HOURS,
  type EmailVerificationResponse,
  VERIFICATION_SENT_MESSAGE,
  VERIFY_LINK_INVALID_CODE,
  VERIFY_LINK_INVALID_MESSAGE,
  verifyEmailRequest,
} from '@ssc/contracts';
import { AppError, type Logger, parseInput, requireUser } from '@ssc/service-kit';
import { Router } from 'express';
import type { Clock } from './clock';
import { loadCurrentUser } from './current-user';
import { verificationLink, verificationMail } from './email-verification-mail';
import type { EmailVerificationModel, EmailVerificationRecord } from './email-verification-model';
import type { Mailer } from './mail-queue';
import { hashResetToken, newResetToken, resetStillValid } from './password-reset';
import type { UserModel, UserRecord } from './user-model';

const invalidLink = () => new AppError(400, VERIFY_LINK_INVALID_MESSAGE, VERIFY_LINK_INVALID_CODE);

type MailTarget = Pick<UserRecord, '_id' | 'email' | 'displayName' | 'languagePreference'>;

/**
 * Email verification, with the machinery of password reset: a single-use link whose token is
 * stored only as its SHA-256 (the record's `_id`), mailed through the auth-mail queue.
 * - `sendLink` is what sign-up calls after it has answered (sign-up never waits on mail);
 * - POST /api/auth/verify-email marks the address verified with a link's token;
 * - POST /api/auth/resend-verification (signed in) mails a new link, or says it is not needed.
 * The gateway limits both (gateway/src/auth-limits.ts). Nothing else waits for verification.
 */
export function emailVerification(deps: {
  users: UserModel;
  verifications: EmailVerificationModel;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
  logger: Logger;
}) {
  const { users, verifications, mailer, clock, logger } = deps;

  async function sendLink(user: MailTarget): Promise<void> {
    const now = clock();
    const { token, hash, expiresAt } = newResetToken(now, EMAIL_VERIFY_TTL_HOURS * 60);
    await verifications.create({ _id: hash, userId: user._id, email: user.email, createdAt: now, expiresAt });
    await mailer.send(verificationMail(user, verificationLink(deps.publicUrl, token)));
  }

  /** For sign-up: logged, never thrown, as the answer has already gone. */
  const sendLinkAfterSignUp = (user: MailTarget): Promise<void> =>
    sendLink(user).catch((err: unknown) =>
      logger.error({ err: String(err) }, 'verification link not made or not queued'),
    );

  const router = Router();

  router.post('/api/auth/verify-email', async (req, res) => {
    const { token } = parseInput(verifyEmailRequest, req.body);
    // Taken out in one step, so two requests with one link cannot both use it.
    const record = await verifications
      .findOneAndDelete({ _id: hashResetToken(token) })
      .lean<EmailVerificationRecord>();
    if (!record || !resetStillValid(record, clock())) throw invalidLink();
    // Only the address the link was mailed to: after a change of address an old link confirms nothing.
    const updated = await users.updateOne(
      { _id: record.userId, email: record.email },
      { $set: { emailVerified: true, updatedAt: clock() } },
    );
    if (updated.matchedCount === 0) throw invalidLink();
    await verifications.deleteMany({ userId: record.userId });
    const body: EmailVerificationResponse = { message: EMAIL_VERIFIED_MESSAGE, emailVerified: true };
    res.json(body);
  });

  router.post('/api/auth/resend-verification', requireUser, async (req, res) => {
    const user = await loadCurrentUser(users, req);
    if (user.emailVerified) {
      const body: EmailVerificationResponse = { message: ALREADY_VERIFIED_MESSAGE, emailVerified: true };
      res.json(body);
      return;
    }
    await sendLink(user);
    const body: EmailVerificationResponse = { message: VERIFICATION_SENT_MESSAGE, emailVerified: false };
    res.status(202).json(body);
  });

  return { router, sendLinkAfterSignUp };
}
