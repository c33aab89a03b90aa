import type { SessionUser } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { initialUiLocale, intlLocale, UI_LANGUAGE_KEY } from './uiLanguage';

const user = (language_preference: 'ENGLISH' | 'HINDI') =>
  ({ id: 'u1', email: 'a@b.c', user_metadata: { language_preference } }) as SessionUser;
const device = (value: string | null) => ({
  getItem: (key: string) => (key === UI_LANGUAGE_KEY ? value : null),
});

describe('initialUiLocale: which language the interface starts in', () => {
  it("a signed-in user's profile choice wins over the device's", () => {
    expect(initialUiLocale(user('HINDI'), device('en'))).toBe('hi');
    expect(initialUiLocale(user('ENGLISH'), device('hi'))).toBe('en');
  });

  it("signed out: the device's choice, else English", () => {
    expect(initialUiLocale(null, device('hi'))).toBe('hi');
    expect(initialUiLocale(null, device(null))).toBe('en');
    expect(initialUiLocale(null, device('fr'))).toBe('en');
    expect(initialUiLocale(null, null)).toBe('en');
  });
});

describe('intlLocale: numbers and dates in the Indian forms', () => {
  it('groups lakhs in both languages', () => {
    expect(new Intl.NumberFormat(intlLocale('en')).format(123456)).toBe('1,23,456');
    expect(new Intl.NumberFormat(intlLocale('hi')).format(123456)).toBe('1,23,456');
  });
});
