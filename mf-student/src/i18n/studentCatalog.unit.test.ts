import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { showInterfaceIn } from './interfaceLanguage';
import { pageCatalog, studentCatalog } from './studentCatalog';

describe("the student remote's catalogs, as the build compiles them", () => {
  it('finds a message by the id the code uses, in each language', async () => {
    await showInterfaceIn('hi');
    expect(i18n._('results.sectionalSummary')).toBe('खंडवार सारांश');
    await showInterfaceIn('en');
    expect(i18n._('results.sectionalSummary')).toBe('Sectional Summary');
    expect(i18n._('greeting.welcomeBack', { name: 'Meera' })).toBe('Welcome back, Meera!');
  });
});

describe('a page catalog', () => {
  it("is ready only once the page's own messages and the shared ones are both in", async () => {
    let release: (() => void) | undefined;
    const page = pageCatalog(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ messages: { 'page.own': 'Own' } });
        }),
    );
    const ready = page.ready('en');
    await studentCatalog.ready('en');
    expect(page.has('en')).toBe(false);
    release?.();
    await ready;
    expect(page.has('en')).toBe(true);
    expect(studentCatalog.has('en')).toBe(true);
    expect(i18n._('page.own')).toBe('Own');
  });
});
