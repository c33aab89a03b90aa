import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Each app's own catalogs (src/locales/{en,hi}.po), compiled at build time by @lingui/loader
 * (web-core/build/appBuild.mjs) and in unit tests by @lingui/vite-plugin (vitest.config.ts).
 * An app ships only its own: the shell and each remote load theirs for the language shown.
 */
const app = (dir: string, exclude: string[] = []) => ({
  path: `<rootDir>/${dir}/src/locales/{locale}`,
  include: [`<rootDir>/${dir}/src`],
  exclude: exclude.map((sub) => `<rootDir>/${dir}/src/${sub}`),
});

/** The exam screen's code: its messages are a catalog of their own (the exam route loads only these). */
const EXAM_DIRS = ['pages/test-taking', 'cbt'];

/**
 * Student pages whose messages no other page needs: each a catalog of its own
 * (`pages/<page>/locales`), loaded with the remote's shared one (mf-student's pageCatalog), so the
 * pages a visit starts with (landing, sign in, dashboard) download only the shared half.
 */
const OWN_CATALOG_PAGES = ['test-results', 'test-solutions', 'test-instructions', 'profile', 'settings'];
const studentPage = (page: string) => ({
  path: `<rootDir>/mf-student/src/pages/${page}/locales/{locale}`,
  include: [`<rootDir>/mf-student/src/pages/${page}`],
});

/**
 * Which other catalog's messages a catalog's code may use as well, because its catalog module
 * loads that one too (scripts/catalogKeys.unit.test.ts). The exam's stands alone.
 */
export const ALSO_READS: Readonly<Record<string, string>> = Object.fromEntries(
  OWN_CATALOG_PAGES.map((page) => [`mf-student/src/pages/${page}/locales`, 'mf-student/src/locales']),
);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    app('shell'),
    app('mf-student', [...EXAM_DIRS, ...OWN_CATALOG_PAGES.map((page) => `pages/${page}`)]),
    ...OWN_CATALOG_PAGES.map(studentPage),
    app('mf-admin'),
    // The server's error codes (web-core's handleApiError), loaded when an error is shown in a
    // language other than English.
    {
      path: '<rootDir>/packages/web-core/src/errors/locales/{locale}',
      include: ['<rootDir>/packages/web-core/src/errors'],
    },
    {
      path: '<rootDir>/mf-student/src/pages/test-taking/locales/{locale}',
      include: EXAM_DIRS.map((sub) => `<rootDir>/mf-student/src/${sub}`),
    },
  ],
  // Each msgid is the message's id (header.dashboard), written in code; the English is a catalog of its own.
  format: formatter({ explicitIdAsDefault: true }),
});
