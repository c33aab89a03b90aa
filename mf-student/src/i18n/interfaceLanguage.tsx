import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { UiLocale } from '@ssc/web-core';
import type { ReactNode } from 'react';
import { examCatalog } from '../pages/test-taking/examCatalog';
import { studentCatalog } from './studentCatalog';

/**
 * For rendering this remote's components outside the shell (unit tests): the shell's provider and
 * the language the shell would have activated, with this remote's catalog already in.
 */
export async function showInterfaceIn(locale: UiLocale): Promise<void> {
  await Promise.all([studentCatalog.ready(locale), examCatalog.ready(locale)]);
  i18n.activate(locale);
}

export function InterfaceLanguage({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
