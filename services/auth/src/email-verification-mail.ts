import { EMAIL_VERIFY_PATH, EMAIL_VERIFY_TTL_HOURS, type LanguagePreference } from '@ssc/contracts';
import { mailedLink, type OutgoingMail } from './mail-queue';

export const verificationLink = (publicUrl: string, token: string): string =>
  mailedLink(publicUrl, EMAIL_VERIFY_PATH, token);

/** The verification mail's words in one language (a typed table, as reset-mail-text.ts's). */
interface VerificationMailText {
  subject: string;
  greeting: (displayName: string) => string;
  welcome: string;
  openWithin: (hours: number) => string;
  ignore: string;
}

const VERIFICATION_MAIL_TEXT: Readonly<Record<LanguagePreference, VerificationMailText>> = {
  ENGLISH: {
    subject: 'Verify your SSC Mock email address',
    greeting: (name) => `Hello ${name},`,
    welcome: 'Welcome to SSC Mock. Open this link to confirm that this email address is yours',
    openWithin: (hours) => `(it works once, within ${hours} hours):`,
    ignore: 'If you did not create an SSC Mock account, ignore this mail.',
  },
  HINDI: {
    subject: 'अपना SSC Mock ईमेल पता सत्यापित करें',
    greeting: (name) => `नमस्ते ${name},`,
    welcome: 'SSC Mock पर आपका स्वागत है। यह पुष्टि करने के लिए कि यह ईमेल पता आपका है, यह लिंक खोलें',
    openWithin: (hours) => `(यह ${hours} घंटे तक और केवल एक बार काम करता है):`,
    ignore: 'अगर आपने SSC Mock पर खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें।',
  },
};

/**
 * The verification mail, in the account's language (the profile's languagePreference): a
 * student who chose Hindi reads it in Hindi. Plain text, like every mail auth sends.
 */
export function verificationMail(
  to: { email: string; displayName: string; languagePreference?: LanguagePreference },
  link: string,
): OutgoingMail {
  const words = VERIFICATION_MAIL_TEXT[to.languagePreference ?? 'ENGLISH'] ?? VERIFICATION_MAIL_TEXT.ENGLISH;
  return {
    to: to.email,
    subject: words.subject,
    text: [
      words.greeting(to.displayName),
      '',
      words.welcome,
      words.openWithin(EMAIL_VERIFY_TTL_HOURS),
      '',
      link,
      '',
      words.ignore,
    ].join('\n'),
  };
}
