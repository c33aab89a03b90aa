import type { ItemAnalysisReport } from '@ssc/contracts';
import type { Stored } from '@ssc/service-kit';

/**
 * One per test (`_id` = test id): the last computed report, what a page view reads (one
 * document by `_id`, the one lookup FerretDB indexes). Packed like a result's body on FerretDB.
 */
export type ItemAnalysisDoc = {
  _id: string;
  computedAt: string;
  responses: number;
  report: Stored<ItemAnalysisReport>;
};
