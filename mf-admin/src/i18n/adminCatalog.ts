import { i18n } from '@lingui/core';
import { defineCatalog, type UiLocale } from '@ssc/web-core';

/** The admin console's own messages, loaded with the console. */
export const adminCatalog = defineCatalog((locale) => import(`../locales/${locale}.po`));
// Asked for as a page's code is evaluated, so the shell renders the page once these are in
// (catalogsReady, as for the student pages: mf-student/src/i18n/studentCatalog.ts).
adminCatalog.ready((i18n.locale || 'en') as UiLocale).catch(() => undefined);

/** A message by id in the shown language: `useMessages(adminCatalog)._`, or `i18n._` in tests. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;
