import { describe, expect, it } from 'vitest';
import { languageFromProfile } from './languageFromProfile';

describe('languageFromProfile', () => {
  it("is the profile's language, English when it has none", () => {
    expect(languageFromProfile('HINDI')).toBe('hindi');
    expect(languageFromProfile('ENGLISH')).toBe('english');
    expect(languageFromProfile(undefined)).toBe('english');
  });
});
