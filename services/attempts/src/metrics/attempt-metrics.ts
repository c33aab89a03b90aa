import { SUBMIT_REASONS, type SubmitReason } from '@ssc/contracts';
import { Counter, type Registry } from 'prom-client';
import type { AttemptEvent } from '../domain/attempt-types';
import type { AttemptStore } from '../store/event-store';

/** The attempts domain's counters, in one process's registry. */
export type AttemptCounters = {
  answerSaved(): void;
  started(): void;
  submitted(reason: SubmitReason): void;
};

export function attemptCounters(registry: Registry): AttemptCounters {
  const saved = new Counter({
    name: 'ssc_answers_saved_total',
    help: 'Answer, review-mark and clear writes applied to attempts',
    registers: [registry],
  });
  const started = new Counter({
    name: 'ssc_attempts_started_total',
    help: 'Attempts started',
    registers: [registry],
  });
  const submitted = new Counter({
    name: 'ssc_attempts_submitted_total',
    help: 'Attempts submitted, by reason (USER, TIMER, DEADLINE: a close by the server)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  // Every reason shows from the start (at 0), so a rate over it is defined before the first one.
  const byReason = new Map(SUBMIT_REASONS.map((reason) => [reason, submitted.labels(reason)] as const));
  for (const child of byReason.values()) child.inc(0);
  return {
    answerSaved: () => saved.inc(),
    started: () => started.inc(),
    submitted: (reason) => byReason.get(reason)?.inc(),
  };
}

/** What appended events add to the counters: a clear is an AnswerRecorded without an answer. */
export function countEvents(events: readonly AttemptEvent[], counters: AttemptCounters): void {
  for (const event of events) {
    if (event.type === 'AnswerRecorded' || event.type === 'ReviewMarkToggled') counters.answerSaved();
    else if (event.type === 'AttemptStarted') counters.started();
    else if (event.type === 'AttemptSubmitted') counters.submitted(event.data.reason);
  }
}

/**
 * The store, counting what each `execute` appended (as live-mocks/counting-store.ts does): its
 * events are only those this writer appended, so each write is counted once, by the process that
 * made it (the API, or the worker for its closes).
 */
export function countingAttemptEvents<S extends Pick<AttemptStore, 'execute'>>(
  store: S,
  counters: AttemptCounters,
): S {
  return {
    ...store,
    async execute(attemptId, decide) {
      const executed = await store.execute(attemptId, decide);
      countEvents(executed.events, counters);
      return executed;
    },
  };
}
