import { defineCatalog } from '@ssc/web-core';

/** The student remote's own messages, loaded with the first page that uses them. */
export const studentCatalog = defineCatalog((locale) => import(`../locales/${locale}.po`));
