import type { TestAttempt } from '@ssc/contracts';

/**
 * Starts of new attempts in flight, by the finished attempt they replace. React StrictMode runs
 * effects twice, and a reload can race a click: both get the same request, never two attempts.
 */
const inFlight = new Map<string, Promise<TestAttempt>>();

export function startReattempt(
  finishedAttemptId: string,
  testId: string,
  start: (testId: string) => Promise<TestAttempt>,
): Promise<TestAttempt> {
  let pending = inFlight.get(finishedAttemptId);
  if (!pending) {
    pending = start(testId).finally(() => inFlight.delete(finishedAttemptId));
    inFlight.set(finishedAttemptId, pending);
  }
  return pending;
}
