import { i18n } from '@lingui/core';
import { UiLanguageProvider, type UiLocale } from '@ssc/web-core';
import type { ReactNode } from 'react';
import { adminCatalog, type Translate } from './adminCatalog';

/**
 * For rendering this remote's components outside the shell (unit tests): the shell's provider and
 * the language the shell would have activated, with this remote's catalog already in.
 */
export async function showInterfaceIn(locale: UiLocale): Promise<void> {
  await adminCatalog.ready(locale);
  i18n.activate(locale);
}

/** The active language's message by id, for the plain modules that take a `Translate`. */
export const translate: Translate = (id, values) => i18n._(id, values);

export function InterfaceLanguage({ children }: { children: ReactNode }) {
  return <UiLanguageProvider>{children}</UiLanguageProvider>;
}
