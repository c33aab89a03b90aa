import type { ItemAnalysisReport } from '@ssc/contracts';
import { payloadEncoder, type StorageOptions, unpackJson } from '@ssc/service-kit';
import type { ResultsCollections } from '../store/collections';
import type { ItemAnalysisDoc } from './item-analysis-doc';

/** The stored report of a test, or null before its first computation. */
export async function loadItemAnalysis(
  cols: Pick<ResultsCollections, 'itemAnalysis'>,
  testId: string,
): Promise<ItemAnalysisReport | null> {
  const doc = await cols.itemAnalysis.findOne({ _id: testId });
  return doc ? unpackJson(doc.report) : null;
}

/**
 * Replaces the test's report unless a newer one is stored. The queue runs one computation of a
 * test at a time, but a stalled job is run again elsewhere while the first may still finish: the
 * later start read more, so it wins.
 */
export async function saveItemAnalysis(
  cols: Pick<ResultsCollections, 'itemAnalysis'>,
  report: ItemAnalysisReport,
  storage: Pick<StorageOptions, 'packedPayloads'>,
): Promise<boolean> {
  const doc: ItemAnalysisDoc = {
    _id: report.testId,
    computedAt: report.computedAt,
    responses: report.responses,
    report: payloadEncoder(storage)(report),
  };
  const stored = await cols.itemAnalysis.findOne({ _id: report.testId }, { projection: { computedAt: 1 } });
  if (stored && stored.computedAt > report.computedAt) return false;
  await cols.itemAnalysis.replaceOne({ _id: report.testId }, doc, { upsert: true });
  return true;
}
