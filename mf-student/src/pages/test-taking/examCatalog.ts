import { defineCatalog, useMessages } from '@ssc/web-core';

/**
 * The exam screen's own messages (test taking and the CBT palette), apart from the student
 * remote's catalog: the exam route downloads only these, for the language shown, and stays within
 * its JavaScript budget (bench/exam-route.ts).
 */
export const examCatalog = defineCatalog((locale) => import(`./locales/${locale}.po`));

/** A message by id, with its ICU values: what the plain modules (notices, alerts) are given. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** The exam's messages in the shown language (suspends until they are in). */
export const useExamMessages = () => useMessages(examCatalog);
