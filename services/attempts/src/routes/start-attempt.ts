import { createHash } from 'node:crypto';
import type { AttemptLanguage } from '@ssc/contracts';
import { type Identity, ServiceUnavailableError } from '@ssc/service-kit';
import type { AttemptsContext } from '../attempts-context';
import { isLive } from '../domain/attempt-rules';
import type { AttemptState } from '../domain/attempt-types';
import { decide } from '../domain/decide';
import { assertPracticeAllowed } from '../live-mocks/live-mock-rules';
import { testHolders } from '../live-mocks/test-holders';

/**
 * The id of a user's n-th attempt at a test. Deterministic, so two starts racing on two
 * instances (a double click) compute the same id and the event store's unique first event lets
 * only one of them create it; the other finds it and returns it.
 */
export const attemptIdFor = (userId: string, testId: string, n: number): string =>
  createHash('sha256').update(`${userId}\n${testId}\n${n}`).digest('hex').slice(0, 24);

/** How far past the index's count to look for a free attempt number (index entries lost in a crash). */
const MAX_SKIPPED = 20;

/**
 * POST /api/test-attempts `{testId, language}` (practice): the user's live attempt at this test if
 * there is one (in the language it was started in), else a new one in `language` (numbered after the user's earlier attempts of that test) frozen from the
 * catalog's snapshot, unless a live mock holds the test until its results are out. Its clocks
 * follow the student's compensatory-time flag as auth holds it now (503 when auth cannot say).
 * Either way its deadline job is (re)scheduled.
 */
export async function startAttempt(
  ctx: AttemptsContext,
  identity: Identity,
  testId: string,
  language: AttemptLanguage,
): Promise<{ created: boolean; state: AttemptState }> {
  const { userId } = identity;
  const now = ctx.clock();
  const { started, live } = await ctx.reads.attemptsAtTest(userId, testId, now);
  if (live) {
    await ctx.scheduleDeadline(live, now);
    return { created: false, state: live };
  }

  const holders = await testHolders(ctx.live, testId);
  assertPracticeAllowed(holders.mocks, testId, now, ctx.policy.graceMs, holders.latest);
  const [snapshot, compensatoryTime] = await Promise.all([
    ctx.snapshots.get(testId, identity),
    ctx.accommodations.compensatoryTime(userId),
  ]);
  for (let n = started + 1; n <= started + MAX_SKIPPED; n++) {
    const attemptId = attemptIdFor(userId, testId, n);
    const { state, events } = await ctx.store.execute(attemptId, (current) =>
      decide(
        {
          type: 'StartAttempt',
          attemptId,
          userId,
          testId,
          snapshot,
          attemptNumber: n,
          compensatoryTime,
          language,
        },
        current,
        now,
        ctx.policy,
      ),
    );
    if (!state || state.userId !== userId || state.testId !== testId) continue;
    if (events.length > 0 || isLive(state, now)) {
      await ctx.scheduleDeadline(state, now);
      return { created: events.length > 0, state };
    }
  }
  throw new ServiceUnavailableError('Could not start the test; please try again');
}
