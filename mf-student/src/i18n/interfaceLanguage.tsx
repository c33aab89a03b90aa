import { i18n } from '@lingui/core';
import { UiLanguageProvider, type UiLocale } from '@ssc/web-core';
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
  return <UiLanguageProvider>{children}</UiLanguageProvider>;
}
