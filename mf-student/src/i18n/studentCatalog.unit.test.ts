import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { showInterfaceIn } from './interfaceLanguage';

describe("the student remote's catalogs, as the build compiles them", () => {
  it('finds a message by the id the code uses, in each language', async () => {
    await showInterfaceIn('hi');
    expect(i18n._('results.sectionalSummary')).toBe('खंडवार सारांश');
    await showInterfaceIn('en');
    expect(i18n._('results.sectionalSummary')).toBe('Sectional Summary');
    expect(i18n._('greeting.welcomeBack', { name: 'Meera' })).toBe('Welcome back, Meera!');
  });
});
