import type { ItemQuestionStats } from '@ssc/contracts';

/**
 * Where the Objections tab's item statistics of a question come from: the test's item analysis.
 * Objections do not compute them; until the item-analysis store is wired in (app.ts deps
 * `itemStats`), `noItemStats` answers null and every row shows none.
 */
export type ItemStatsSource = (testId: string, questionId: string) => Promise<ItemQuestionStats | null>;

export const noItemStats: ItemStatsSource = async () => null;
