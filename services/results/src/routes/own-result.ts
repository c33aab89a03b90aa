import type { ResultsContext } from '../results-context';
import type { ResultDoc } from '../store/collections';

export type OwnResult =
  | { kind: 'scored'; doc: ResultDoc }
  | { kind: 'processing'; delayed: boolean }
  | { kind: 'none' };

/**
 * The user's result for an attempt: scored (the result document is theirs), processing (in
 * their list, not scored yet) or none (unknown, or someone else's: both read as "not found").
 * The user's list entry is read first (Redis), so a results page polling while its attempt is
 * scored never touches the database; then one point read by `_id` (also when Redis lost the
 * entry: the stored result decides).
 */
export async function findOwnResult(
  ctx: Pick<ResultsContext, 'cols' | 'attempts'>,
  attemptId: string,
  userId: string,
): Promise<OwnResult> {
  const entry = await ctx.attempts.get(userId, attemptId);
  if (entry?.status === 'PROCESSING') return { kind: 'processing', delayed: entry.delayed === true };
  const doc = await ctx.cols.results.findOne({ _id: attemptId });
  return doc && doc.userId === userId ? { kind: 'scored', doc } : { kind: 'none' };
}
