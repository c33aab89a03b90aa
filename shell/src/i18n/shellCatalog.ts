import { defineCatalog } from '@ssc/web-core';

/** The shell's own messages: header, account menu, 404, error screens, error toasts by code. */
export const shellCatalog = defineCatalog((locale) => import(`../locales/${locale}.po`));
