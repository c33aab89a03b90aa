import type { AttemptEvent, AttemptState } from '../domain/attempt-types';
import type { AttemptStore } from '../store/event-store';
import type { LiveMockCounter } from './live-mock-counts';
import type { LiveMockCountName } from './live-mock-types';

/** Which count an appended event of a live attempt moves, if any. */
export function countOf(event: AttemptEvent): LiveMockCountName | null {
  if (event.type === 'AttemptStarted') return 'started';
  if (event.type !== 'AttemptSubmitted') return null;
  // Closed by the server (its deadline job, or a late submit past deadline + grace).
  return event.data.reason === 'DEADLINE' ? 'closed' : 'submitted';
}

/**
 * The store, counting the starts and ends of live attempts as they are appended. Both the API
 * (starts, submissions) and the deadline worker (server closes) use it; `execute` returns only
 * the events this writer appended, so each is counted once.
 */
export function countingLiveOutcomes<S extends Pick<AttemptStore, 'execute'>>(
  store: S,
  counter: LiveMockCounter,
): S {
  return {
    ...store,
    async execute(attemptId, decide) {
      const executed = await store.execute(attemptId, decide);
      const liveMockId = liveMockOf(executed.state);
      if (liveMockId) {
        for (const event of executed.events) {
          const name = countOf(event);
          if (name) await counter.add(liveMockId, name);
        }
      }
      return executed;
    },
  };
}

const liveMockOf = (state: AttemptState | null) => state?.liveMock?.liveMockId ?? null;
