import { EMAIL_VERIFY_PATH, EMAIL_VERIFY_TTL_HOURS, type LanguagePreference } from '@ssc/contracts';
import type { OutgoingMail } from './mail-queue';

export const verificationLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${EMAIL_VERIFY_PATH}?token=${encodeURIComponent(token)}`;

/**
 * The verification mail, in the account's language (the profile's languagePreference): a
 * student who chose Hindi reads it in Hindi. Plain text, like every mail auth sends.
 */
export function verificationMail(
  to: { email: string; displayName: string; languagePreference?: LanguagePreference },
  link: string,
): OutgoingMail {
  if (to.languagePreference === 'HINDI') {
    return {
      to: to.email,
      subject: 'अपना SSC Mock ईमेल पता सत्यापित करें',
      text: [
        `नमस्ते ${to.displayName},`,
        '',
        'SSC Mock पर आपका स्वागत है। यह पुष्टि करने के लिए कि यह ईमेल पता आपका है, यह लिंक खोलें',
        `(यह ${EMAIL_VERIFY_TTL_HOURS} घंटे तक और केवल एक बार काम करता है):`,
        '',
        link,
        '',
        'अगर आपने SSC Mock पर खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें।',
      ].join('\n'),
    };
  }
  return {
    to: to.email,
    subject: 'Verify your SSC Mock email address',
    text: [
      `Hello ${to.displayName},`,
      '',
      'Welcome to SSC Mock. Open this link to confirm that this email address is yours',
      `(it works once, within ${EMAIL_VERIFY_TTL_HOURS} hours):`,
      '',
      link,
      '',
      'If you did not create an SSC Mock account, ignore this mail.',
    ].join('\n'),
  };
}
