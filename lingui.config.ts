import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Each app's own catalogs (src/locales/{en,hi}.po), compiled at build time by @lingui/loader
 * (web-core/build/appBuild.mjs) and in unit tests by @lingui/vite-plugin (vitest.config.ts).
 * An app ships only its own: the shell and each remote load theirs for the language shown.
 */
const app = (dir: string) => ({
  path: `<rootDir>/${dir}/src/locales/{locale}`,
  include: [`<rootDir>/${dir}/src`],
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [app('shell'), app('mf-student'), app('mf-admin')],
  // Each msgid is the message's id (header.dashboard), written in code; the English is a catalog of its own.
  format: formatter({ explicitIdAsDefault: true }),
});
