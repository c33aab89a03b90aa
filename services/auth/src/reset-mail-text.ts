import type { LanguagePreference } from '@ssc/contracts';

/** The reset mail's words in one language: the account's `languagePreference` picks which. */
export interface ResetMailText {
  subject: string;
  greeting: (displayName: string) => string;
  asked: string;
  openWithin: (minutes: number) => string;
  ignore: string;
}

/**
 * The server has no interface catalog (Lingui lives in the browser apps): a small typed table per
 * language, so a language missing a line fails to compile. The Hindi follows docs/glossary-hi.md.
 */
export const RESET_MAIL_TEXT: Readonly<Record<LanguagePreference, ResetMailText>> = {
  ENGLISH: {
    subject: 'Reset your SSC Mock password',
    greeting: (name) => `Hello ${name},`,
    asked: 'Someone (we hope you) asked to reset the password of your SSC Mock account.',
    openWithin: (minutes) => `Open this link within ${minutes} minutes to choose a new one (it works once):`,
    ignore: 'If you did not ask, ignore this mail: your password stays as it is.',
  },
  HINDI: {
    subject: 'अपना SSC Mock पासवर्ड रीसेट करें',
    greeting: (name) => `नमस्ते ${name},`,
    asked: 'किसी ने (आशा है आपने) आपके SSC Mock खाते का पासवर्ड रीसेट करने का अनुरोध किया है।',
    openWithin: (minutes) =>
      `नया पासवर्ड चुनने के लिए यह लिंक ${minutes} मिनट के भीतर खोलें (यह एक ही बार काम करता है):`,
    ignore: 'यदि आपने अनुरोध नहीं किया, तो इस मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
};
