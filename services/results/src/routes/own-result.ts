import type { ResultsContext } from '../results-context';
import type { ResultDoc } from '../store/collections';

export type OwnResult = { kind: 'scored'; doc: ResultDoc } | { kind: 'processing' } | { kind: 'none' };

/**
 * The user's result for an attempt: scored (the result document is theirs), processing (not
 * scored yet, but in their list since the submission was queued) or none (unknown, or
 * someone else's: both read as "not found"). A point read by `_id`, then one Redis HEXISTS.
 */
export async function findOwnResult(
  ctx: Pick<ResultsContext, 'cols' | 'attempts'>,
  attemptId: string,
  userId: string,
): Promise<OwnResult> {
  const doc = await ctx.cols.results.findOne({ _id: attemptId });
  if (doc) return doc.userId === userId ? { kind: 'scored', doc } : { kind: 'none' };
  return (await ctx.attempts.has(userId, attemptId)) ? { kind: 'processing' } : { kind: 'none' };
}
