import { i18n } from '@lingui/core';
import { defineCatalog, type UiLocale, useMessages } from '@ssc/web-core';
import { messages as english } from './locales/en.po';

/**
 * The exam screen's own messages (test taking and the CBT palette), apart from the student
 * remote's catalog: the exam route downloads only these. English, the default, comes inside the
 * exam's chunk (a request of its own would cost its headers and a round trip before the first
 * question, on a route at its JavaScript budget: bench/exam-route.ts); another language is a
 * download of its own, only when shown. Its chunk is named `<exposed module>.<locale>`, so the
 * page's start script finds it in the remote's manifest and preloads it beside the exam's own
 * code (shell/src/early/preloadExposed.ts) instead of once that code has run.
 */
export const examCatalog = defineCatalog((locale) =>
  locale === 'en'
    ? Promise.resolve({ messages: english })
    : import(/* webpackChunkName: "TestTakingPage.hi" */ './locales/hi.po'),
);
// In before the screen first renders, so English never waits; another language shown already
// starts its download with the exam's code rather than at the first render.
void examCatalog.ready('en');
if (i18n.locale && i18n.locale !== 'en') examCatalog.ready(i18n.locale as UiLocale).catch(() => undefined);

/** A message by id, with its ICU values: what the plain modules (notices, alerts) are given. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** The exam's messages in the shown language (suspends until they are in). */
export const useExamMessages = () => useMessages(examCatalog);
