import { askedForAtOnce, defineCatalog, useMessages } from '@ssc/web-core';

/**
 * The exam screen's own messages (test taking and the CBT palette), apart from the student
 * remote's catalog: the exam route downloads only these, and only in the language shown. Each
 * language is a chunk named `<exposed module>.<locale>`, so the page's start script finds the
 * shown one in the remote's manifest and preloads it beside the exam's own code
 * (shell/src/early/preloadExposed.ts): it is in by the time the code runs, in English as in Hindi.
 * English used to come inside the exam's chunk, which a Hindi student downloaded for nothing
 * (bench/exam-route.ts: see docs/architecture.md, "Interface language", for the figures).
 */
export const examCatalog = askedForAtOnce(
  defineCatalog((locale) =>
    locale === 'en'
      ? import(/* webpackChunkName: "TestTakingPage.en" */ './locales/en.po')
      : import(/* webpackChunkName: "TestTakingPage.hi" */ './locales/hi.po'),
  ),
);

/** A message by id, with its ICU values: what the plain modules (notices, alerts) are given. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** The exam's messages in the shown language (suspends until they are in). */
export const useExamMessages = () => useMessages(examCatalog);
