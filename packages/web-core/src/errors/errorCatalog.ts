import { defineCatalog } from '../i18n/catalogs';

/**
 * The server's error codes in the interface language (`errors.<CODE>`), a catalog of their own
 * rather than the shell's: the exam route does not load the shell's messages, and English never
 * needs these (it keeps the spec's table and the server's words), so they are fetched only when
 * an error is shown in another language.
 */
export const errorCatalog = defineCatalog((locale) => import(`./locales/${locale}.po`));
