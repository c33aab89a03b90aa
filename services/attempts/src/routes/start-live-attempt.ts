import type { AttemptLanguage, AttemptTest } from '@ssc/contracts';
import { type Identity, ServiceUnavailableError } from '@ssc/service-kit';
import type { AttemptsContext } from '../attempts-context';
import { attemptClock } from '../domain/attempt-clock';
import type { AttemptState } from '../domain/attempt-types';
import { decide } from '../domain/decide';
import { liveAttemptIdFor } from '../live-mocks/live-attempt-id';
import { InvalidLiveMock, LiveMockNotFound, refusals } from '../live-mocks/live-mock-errors';
import { startDecision } from '../live-mocks/live-mock-rules';
import { iso, liveMockRelease, liveMockTimes } from '../live-mocks/live-mock-times';
import type { LiveMockDoc } from '../live-mocks/live-mock-types';
import { liveAttemptRefOf } from '../live-mocks/live-mock-view';

/**
 * POST /api/test-attempts `{testId, liveMockId}`: the caller's one attempt at this live mock.
 * An attempt already started is returned as it is (also after joining closed, to resume it);
 * otherwise the mock's rules decide (start time, join limit, registration, cancellation), the
 * caller is registered on the way while registration is open, and the attempt's deadline is
 * the mock's end (plus the caller's compensatory time; its timed blocks run from the mock's start).
 */
export async function startLiveAttempt(
  ctx: AttemptsContext,
  identity: Identity,
  testId: string,
  liveMockId: string,
  language: AttemptLanguage,
): Promise<{ created: boolean; state: AttemptState }> {
  const { userId } = identity;
  const grace = ctx.policy.graceMs;
  const mock = await ctx.live.mocks.get(liveMockId);
  if (!mock) throw new LiveMockNotFound();
  if (mock.testId !== testId) {
    throw new InvalidLiveMock('testId is not the test of this live mock', [
      { path: 'testId', message: 'not the test of this live mock' },
    ]);
  }
  const now = ctx.clock();
  const attemptId = liveAttemptIdFor(userId, liveMockId);
  const existing = await ctx.reads.attempt(attemptId, now);
  if (existing && existing.userId === userId) {
    if (existing.status === 'IN_PROGRESS') await ctx.scheduleDeadline(existing, now);
    return { created: false, state: existing };
  }

  const registered = await ctx.live.mocks.isRegistered(liveMockId, userId);
  if (startDecision(mock, registered, now, grace).register) {
    if (await ctx.live.mocks.register(liveMockId, userId, now))
      await ctx.live.counts.add(liveMockId, 'registered');
  }
  const [snapshot, { started }, compensatoryTime, latest] = await Promise.all([
    ctx.snapshots.get(testId, identity),
    ctx.reads.attemptsAtTest(userId, testId, now),
    ctx.accommodations.compensatoryTime(userId),
    ctx.live.deadlines.latest([liveMockId]),
  ]);
  const own = await recordLateDeadline(ctx, mock, attemptId, snapshot.test, compensatoryTime, now);
  const recorded = latest.get(liveMockId) ?? null;
  const latestDeadline = own === null ? recorded : Math.max(own, recorded ?? own);
  const { state, events } = await ctx.store.execute(attemptId, (current) =>
    decide(
      {
        type: 'StartAttempt',
        attemptId,
        userId,
        testId,
        snapshot,
        attemptNumber: started + 1,
        liveMock: liveAttemptRefOf(mock, grace, latestDeadline),
        liveStartsAt: mock.startsAt,
        compensatoryTime,
        language,
      },
      current,
      now,
      ctx.policy,
    ),
  );
  if (!state || state.userId !== userId)
    throw new ServiceUnavailableError('Could not start the test; please try again');
  await ctx.scheduleDeadline(state, now);
  return { created: events.length > 0, state };
}

/**
 * A taker whose deadline runs past the mock's end (compensatory time) moves the results release
 * later, so their deadline is recorded before their attempt exists. The release is final from
 * `settledAt` (joining closes + the grace) on: results may show the answer key from then, so a
 * start that only gets its deadline recorded after that is refused, and the record taken back.
 * Returns the deadline recorded (ms), or null when it is the mock's end.
 */
async function recordLateDeadline(
  ctx: AttemptsContext,
  mock: LiveMockDoc,
  attemptId: string,
  test: Pick<AttemptTest, 'durationMinutes' | 'sectionTimings'>,
  compensatoryTime: boolean,
  now: Date,
): Promise<number | null> {
  const grace = ctx.policy.graceMs;
  const { endsAt, joinClosesAt } = liveMockTimes(mock, grace);
  const clock = attemptClock(test, now, compensatoryTime, { startsAt: mock.startsAt, endsAt: iso(endsAt) });
  const deadline = Date.parse(clock.deadline);
  if (deadline <= endsAt) return null;
  await ctx.live.deadlines.record(mock._id, attemptId, deadline);
  if (ctx.clock().getTime() >= liveMockRelease(mock, grace, deadline).settledAt) {
    await ctx.live.deadlines.forget(mock._id, attemptId);
    throw refusals.joinClosed(iso(joinClosesAt));
  }
  return deadline;
}
