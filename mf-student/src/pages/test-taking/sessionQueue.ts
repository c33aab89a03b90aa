import type { AnswerWriteResult } from '@ssc/contracts';
import { AnswerQueue, type AnswerWrite, type QueueStatus } from './answerQueue';
import { clockSleep, type ExamEffects } from './examEffects';

interface SessionQueueHandlers {
  /** A reply; when `applied` is false the server holds a newer answer (another tab or device). */
  onResult: (result: AnswerWriteResult) => void;
  /** A write the server will never take (the entry that was sent, and why). */
  onDropped: (entry: AnswerWrite, error: unknown) => void;
  /** 409: the attempt was submitted or its time is up. */
  onClosed: () => void;
  onAuthFailure: (error: unknown) => void;
  onStatus: (status: QueueStatus) => void;
}

/**
 * The attempt's durable answer queue on the session's effects: POST /api/question-attempts in the
 * spec's snake_case, one tab at a time under a per-attempt lock, retry waits on the given clock.
 */
export function sessionQueue(
  attemptId: string,
  { storage, lock, clock, network }: ExamEffects,
  handlers: SessionQueueHandlers,
): AnswerQueue {
  return new AnswerQueue({
    attemptId,
    storage,
    withLock: lock(`ssc-answer-queue:${attemptId}`),
    sleep: clockSleep(clock),
    send: (entry) =>
      network.recordAnswer({
        testAttemptId: attemptId,
        questionId: entry.questionId,
        selectedAnswer: entry.selectedAnswer,
        attemptStatus: entry.attemptStatus,
        timeSpent: entry.timeSpent,
        clientTs: entry.clientTs,
        ...(entry.firstAnswer ? { firstAnswer: entry.firstAnswer } : {}),
      }),
    onResult: (_entry, result) => handlers.onResult(result),
    onDropped: (entry, error) => handlers.onDropped(entry, error),
    onClosed: () => handlers.onClosed(),
    onAuthFailure: handlers.onAuthFailure,
    onStatus: handlers.onStatus,
  });
}
