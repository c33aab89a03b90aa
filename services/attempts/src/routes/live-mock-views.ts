import type { AttemptLifecycle, LiveMock } from '@ssc/contracts';
import type { AttemptsContext } from '../attempts-context';
import { liveAttemptIdFor } from '../live-mocks/live-attempt-id';
import type { LiveMockDoc } from '../live-mocks/live-mock-types';
import { type CallerView, toLiveMock } from '../live-mocks/live-mock-view';

type Ctx = Pick<AttemptsContext, 'live' | 'reads' | 'policy'>;

/**
 * Mocks as `userId` sees them (null: an admin, who has no registration): counts in one Redis
 * round trip, registrations by `_id`, the caller's live attempts from their index (one read).
 */
export async function liveMockViews(
  ctx: Ctx,
  mocks: readonly LiveMockDoc[],
  userId: string | null,
  now: Date,
): Promise<LiveMock[]> {
  const ids = mocks.map((m) => m._id);
  const [counts, latest, callers] = await Promise.all([
    ctx.live.counts.read(ids),
    ctx.live.deadlines.latest(ids),
    callerViews(ctx, mocks, userId, now),
  ]);
  return mocks.map((mock, i) =>
    toLiveMock(
      mock,
      counts[i] ?? { registered: 0, started: 0, submitted: 0, closed: 0 },
      callers[i] ?? NOBODY,
      now,
      ctx.policy.graceMs,
      latest.get(mock._id) ?? null,
    ),
  );
}

export async function liveMockView(ctx: Ctx, mock: LiveMockDoc, userId: string | null, now: Date) {
  const [view] = await liveMockViews(ctx, [mock], userId, now);
  if (!view) throw new Error('no view');
  return view;
}

const NOBODY: CallerView = { registered: false, myAttemptId: null, myAttemptSubmitted: false };

/**
 * Nobody has a live attempt before the start, so the user's index is read only once a listed
 * mock has started: a registered student's waiting-room poll reads no database at all.
 */
async function callerViews(ctx: Ctx, mocks: readonly LiveMockDoc[], userId: string | null, now: Date) {
  if (userId === null || mocks.length === 0) return mocks.map(() => NOBODY);
  const anyStarted = mocks.some((m) => Date.parse(m.startsAt) <= now.getTime());
  const [started, registered] = await Promise.all([
    anyStarted ? ctx.reads.attemptStatuses(userId) : new Map<string, AttemptLifecycle>(),
    Promise.all(mocks.map((m) => ctx.live.mocks.isRegistered(m._id, userId))),
  ]);
  return mocks.map((mock, i): CallerView => {
    const attemptId = liveAttemptIdFor(userId, mock._id);
    const status = started.get(attemptId);
    return {
      registered: registered[i] ?? false,
      myAttemptId: status ? attemptId : null,
      myAttemptSubmitted: status === 'SUBMITTED',
    };
  });
}
