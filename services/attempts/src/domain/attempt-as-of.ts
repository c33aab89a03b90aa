import { closesAt } from './attempt-rules';
import type { AttemptPolicy, AttemptState, SubmitAttempt } from './attempt-types';
import { decide } from './decide';
import { evolve } from './evolve';

/** The command the deadline worker sends for an attempt nobody submitted. */
export const closeAtDeadline = (attemptId: string, userId: string): SubmitAttempt => ({
  type: 'SubmitAttempt',
  attemptId,
  userId,
  reason: 'DEADLINE',
  updates: [],
});

/**
 * The attempt as a reader sees it at `now`. Past deadline + grace an attempt still in progress
 * reads as already closed, exactly as the deadline worker's `closeAtDeadline` will close it:
 * reads never write, and the close itself is the worker's command.
 */
export function attemptAsOf(state: AttemptState, now: Date, policy: AttemptPolicy): AttemptState {
  if (state.status !== 'IN_PROGRESS' || now.getTime() <= closesAt(state, policy)) return state;
  return decide(closeAtDeadline(state.id, state.userId), state, now, policy).reduce(evolve, state);
}
