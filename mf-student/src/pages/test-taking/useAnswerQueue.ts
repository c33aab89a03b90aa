import type { AnswerWriteResult } from '@ssc/contracts';
import { attemptsApi, browserStorage, handleApiError, toast } from '@ssc/web-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AnswerQueue, type AnswerWrite, type QueueEntry, type QueueStatus } from './answerQueue';
import { tabLock } from './tabLock';

export interface AnswerQueueHandlers {
  /** A reply; when `applied` is false the server holds a newer answer (another tab or device). */
  onResult: (entry: QueueEntry, result: AnswerWriteResult) => void;
  /** 409: the attempt was submitted or its time is up. */
  onClosed: () => void;
}

export interface AnswerQueueApi {
  status: QueueStatus;
  online: boolean;
  enqueue: (write: AnswerWrite) => void;
  /** Sends what is pending; true when nothing is left within `timeoutMs`. */
  flush: (timeoutMs: number) => Promise<boolean>;
  clear: () => void;
}

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/**
 * The screen's side of the durable answer queue: sends through POST /api/question-attempts under
 * a per-attempt tab lock, replays on load and when the network returns, and follows the pending
 * count that other tabs change in the shared storage.
 */
export function useAnswerQueue(attemptId: string, handlers: AnswerQueueHandlers): AnswerQueueApi {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const [status, setStatus] = useState<QueueStatus>({ pending: 0, phase: 'idle' });
  const [online, setOnline] = useState(isOnline);
  const [queue] = useState(() => {
    const storage = browserStorage();
    return new AnswerQueue({
      attemptId,
      storage,
      withLock: tabLock(`ssc-answer-queue:${attemptId}`, storage),
      send: (entry) =>
        attemptsApi.recordAnswer({
          test_attempt_id: attemptId,
          question_id: entry.questionId,
          selected_answer: entry.selectedAnswer,
          attempt_status: entry.attemptStatus,
          time_spent: entry.timeSpent,
          client_ts: entry.clientTs,
        }),
      onResult: (entry, result) => handlersRef.current.onResult(entry, result),
      onDropped: (_entry, error) => {
        console.warn('Answer rejected by the server', error);
        toast.error('Failed to save answer');
      },
      onClosed: () => handlersRef.current.onClosed(),
      onAuthFailure: (error) => handleApiError(error),
      onStatus: (next) => setStatus(next),
    });
  });

  useEffect(() => {
    setStatus(queue.status());
    void queue.start();
    const onOnline = () => {
      setOnline(true);
      queue.wake();
      void queue.drain();
    };
    const onOffline = () => setOnline(false);
    const onStorage = (event: StorageEvent) => {
      if (event.key === queue.key || event.key === null) setStatus(queue.status());
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    window.addEventListener('storage', onStorage);
    return () => {
      queue.stop();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('storage', onStorage);
    };
  }, [queue]);

  const enqueue = useCallback((write: AnswerWrite) => queue.enqueue(write), [queue]);
  const flush = useCallback((timeoutMs: number) => queue.flush(timeoutMs), [queue]);
  const clear = useCallback(() => queue.clear(), [queue]);
  return { status, online, enqueue, flush, clear };
}
