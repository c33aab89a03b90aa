import { createHash, randomBytes } from 'node:crypto';
import { type LanguagePreference, PASSWORD_RESET_PATH, PASSWORD_RESET_TTL_MINUTES } from '@ssc/contracts';
import { mailedLink, type OutgoingMail } from './mail-queue';
import { RESET_MAIL_TEXT } from './reset-mail-text';

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
  mailedLink(publicUrl, PASSWORD_RESET_PATH, token);

/** The reset mail in the account's language (English when it has none or chose English). */
export function resetMail(
  to: { email: string; displayName: string; languagePreference?: LanguagePreference },
  link: string,
): OutgoingMail {
  const words = RESET_MAIL_TEXT[to.languagePreference ?? 'ENGLISH'] ?? RESET_MAIL_TEXT.ENGLISH;
  return {
    to: to.email,
    subject: words.subject,
    text: [
      words.greeting(to.displayName),
      '',
      words.asked,
      words.openWithin(PASSWORD_RESET_TTL_MINUTES),
      '',
      link,
      '',
      words.ignore,
    ].join('\n'),
  };
}
