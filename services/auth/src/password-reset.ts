import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_PATH, PASSWORD_RESET_TTL_MINUTES } from '@ssc/contracts';
import type { OutgoingMail } from './mail-queue';

/**
 * A reset link's token: 32 random bytes, base64url. Only its SHA-256 is stored, so the stored
 * records cannot be turned back into working links; the hash is the record's `_id`, so a link
 * is found (and used up) by one keyed read.
 */
export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newResetToken(now: Date, ttlMinutes = PASSWORD_RESET_TTL_MINUTES) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    hash: hashResetToken(token),
    expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
  };
}

/** A link works until its expiry, not at it. */
export const resetStillValid = (record: { expiresAt: Date }, now: Date): boolean =>
  record.expiresAt.getTime() > now.getTime();

export const resetLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}`;

export function resetMail(to: { email: string; displayName: string }, link: string): OutgoingMail {
  return {
    to: to.email,
    subject: 'Reset your SSC Mock password',
    text: [
      `Hello ${to.displayName},`,
      '',
      'Someone (we hope you) asked to reset the password of your SSC Mock account.',
      `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new one (it works once):`,
      '',
      link,
      '',
      'If you did not ask, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
