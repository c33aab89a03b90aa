import { i18n } from '@lingui/core';
import { UiLanguageProvider, type UiLocale } from '@ssc/web-core';
import type { ReactNode } from 'react';
import { profileCatalog } from '../pages/profile/profileCatalog';
import { settingsCatalog } from '../pages/settings/settingsCatalog';
import { instructionsCatalog } from '../pages/test-instructions/instructionsCatalog';
import { resultsCatalog } from '../pages/test-results/resultsCatalog';
import { solutionsCatalog } from '../pages/test-solutions/solutionsCatalog';
import { examCatalog } from '../pages/test-taking/examCatalog';
import { studentCatalog } from './studentCatalog';

/** Every catalog of this remote. */
const CATALOGS = [
  studentCatalog,
  examCatalog,
  resultsCatalog,
  solutionsCatalog,
  instructionsCatalog,
  profileCatalog,
  settingsCatalog,
];

/**
 * For rendering this remote's components outside the shell (unit tests): the shell's provider and
 * the language the shell would have activated, with this remote's catalog already in.
 */
export async function showInterfaceIn(locale: UiLocale): Promise<void> {
  await Promise.all(CATALOGS.map((catalog) => catalog.ready(locale)));
  i18n.activate(locale);
}

export function InterfaceLanguage({ children }: { children: ReactNode }) {
  return <UiLanguageProvider>{children}</UiLanguageProvider>;
}
