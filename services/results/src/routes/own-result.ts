import type { LiveRef } from '../live/live-release';
import type { ResultsContext } from '../results-context';
import type { ResultDoc } from '../store/collections';

export type OwnResult =
  | { kind: 'scored'; doc: ResultDoc }
  /** `live`: a live attempt's mock, known from its list entry (the submission's event) or attempts. */
  | { kind: 'processing'; delayed: boolean; live?: LiveRef }
  | { kind: 'none' };

/**
 * The user's result for an attempt: scored (the result document is theirs), processing (in
 * their list, not scored yet) or none (unknown, or someone else's: both read as "not found").
 * The user's list entry is read first (Redis), so a results page polling while its attempt is
 * scored never touches the database; then one point read by `_id` (also when Redis lost the
 * entry: the stored result decides). An attempt neither has heard of may have been submitted
 * moments ago, its event still in the outbox or Kafka: the attempts service is asked. A live
 * attempt not closed yet reads as processing until the mock's release (then 409 before it);
 * while the server closes a crowd's attempts after the release, one this instance already
 * knows as open is answered from memory (its result cannot exist before its submission's event
 * lists it): thousands of pages poll every 5 s then, and each poll was a result read that missed.
 */
export async function findOwnResult(
  ctx: Pick<ResultsContext, 'cols' | 'attempts' | 'attemptStatus'>,
  attemptId: string,
  userId: string,
): Promise<OwnResult> {
  const entry = await ctx.attempts.get(userId, attemptId);
  if (entry?.status === 'PROCESSING')
    return {
      kind: 'processing',
      delayed: entry.delayed === true,
      ...(entry.releaseAt
        ? {
            live: {
              liveMockId: entry.liveMockId,
              resultsReleaseAt: entry.releaseAt,
              latestAt: entry.releaseBy,
            },
          }
        : {}),
    };
  const open = entry ? null : ctx.attemptStatus.knownOpenLive(attemptId);
  if (open?.liveMock)
    return open.userId === userId
      ? { kind: 'processing', delayed: false, live: open.liveMock }
      : { kind: 'none' };
  const doc = await ctx.cols.results.findOne({ _id: attemptId });
  if (doc) return doc.userId === userId ? { kind: 'scored', doc } : { kind: 'none' };
  if (entry) return { kind: 'none' };
  // Not heard of yet: submitted moments ago, its event still on the way? Attempts knows. A live
  // attempt still open (its tab closed; the server closes it at the end) waits for the release.
  const status = await ctx.attemptStatus.get(attemptId);
  if (status?.userId !== userId) return { kind: 'none' };
  if (status.status === 'SUBMITTED') return { kind: 'processing', delayed: false };
  return status.liveMock ? { kind: 'processing', delayed: false, live: status.liveMock } : { kind: 'none' };
}
