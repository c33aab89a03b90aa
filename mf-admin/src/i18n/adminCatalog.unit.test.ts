import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { showInterfaceIn, translate } from './interfaceLanguage';

describe("the admin console's catalogs, as the build compiles them", () => {
  afterAll(() => showInterfaceIn('en'));

  it('finds a message by the id the code uses, in each language, with plurals and placeholders', async () => {
    await showInterfaceIn('hi');
    expect(i18n._('admin.title')).toBe('एडमिन पैनल');
    expect(translate('admin.import.invalid', { count: 2 })).toBe('प्रश्न अपलोड नहीं हो सके: 2 अमान्य पंक्तियाँ');
    await showInterfaceIn('en');
    expect(i18n._('admin.title')).toBe('Admin Panel');
    expect(translate('admin.import.invalid', { count: 1 })).toBe('Failed to upload questions: 1 invalid row');
    expect(translate('admin.tests.deleteConfirm', { title: 'Mock 1' })).toBe(
      'Delete test "Mock 1"? This action cannot be undone.',
    );
  });
});
