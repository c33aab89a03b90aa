import { defineConfig } from '@lingui/conf';

/** This app's own catalogs (src/locales/{en,hi}.po), compiled at build time by @lingui/loader. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
});
