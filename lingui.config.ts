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

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    app('shell'),
    app('mf-student', EXAM_DIRS),
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
