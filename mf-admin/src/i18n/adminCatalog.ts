import { askedForAtOnce, defineCatalog } from '@ssc/web-core';

/** The admin console's own messages, loaded with the console. */
export const adminCatalog = askedForAtOnce(defineCatalog((locale) => import(`../locales/${locale}.po`)));

/** A message by id in the shown language: `useMessages(adminCatalog)._`, or `i18n._` in tests. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;
