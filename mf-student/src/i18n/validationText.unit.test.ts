import { i18n } from '@lingui/core';
import {
  DISPLAY_NAME_RULE_MESSAGE,
  DISPLAY_NAME_TOO_LONG_MESSAGE,
  EMAIL_RULE_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PHONE_RULE_MESSAGE,
  PHOTO_UPLOAD_FAILED,
  PROFILE_IMAGE_MESSAGES,
  PROFILE_UPDATE_FAILED,
} from '@ssc/web-core';
import { describe, expect, it } from 'vitest';
import { showInterfaceIn } from './interfaceLanguage';
import { isKnownValidationText, validationText } from './validationText';

const SPEC_SENTENCES = [
  PASSWORD_RULE_MESSAGE,
  PHONE_RULE_MESSAGE,
  EMAIL_RULE_MESSAGE,
  DISPLAY_NAME_RULE_MESSAGE,
  DISPLAY_NAME_TOO_LONG_MESSAGE,
  PROFILE_IMAGE_MESSAGES.type,
  PROFILE_IMAGE_MESSAGES.size,
  PROFILE_UPDATE_FAILED,
  PHOTO_UPLOAD_FAILED,
];
const DEVANAGARI = /[\u0900-\u097F]/;
const translate = i18n._.bind(i18n);

describe('validationText', () => {
  it('shows the spec’s sentences word for word in English', async () => {
    await showInterfaceIn('en');
    for (const sentence of SPEC_SENTENCES) expect(validationText(translate, sentence)).toBe(sentence);
  });

  it('shows each of them in Hindi in a Hindi interface, with the numbers filled in', async () => {
    await showInterfaceIn('hi');
    for (const sentence of SPEC_SENTENCES) {
      const shown = validationText(translate, sentence);
      expect(shown, sentence).toMatch(DEVANAGARI);
      expect(shown).not.toMatch(/\{\w+\}/);
    }
    expect(validationText(translate, PASSWORD_RULE_MESSAGE)).toBe('पासवर्ड कम से कम 8 अक्षर का होना चाहिए');
    expect(validationText(translate, DISPLAY_NAME_RULE_MESSAGE)).toContain('2');
  });

  it('leaves any other text (a reason the server gave) as it came', async () => {
    await showInterfaceIn('hi');
    expect(isKnownValidationText('Image must be square')).toBe(false);
    expect(validationText(translate, 'Image must be square')).toBe('Image must be square');
    expect(validationText(translate, undefined)).toBeUndefined();
  });
});
