import type { TestAttempt } from '@ssc/contracts';
import { attemptsApi, currentUserAtom, isHttpError, queryKeys } from '@ssc/web-core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { loadAttemptQuestions } from './attemptQuestions';
import { clockOffsetMs } from './examClock';

export interface LoadedAttempt {
  attempt: TestAttempt;
  /** serverNow − device clock when this response arrived. */
  clockOffsetMs: number;
}

/** Spec section 9: the attempt and question reads are retried once; a 404 is an answer, not a blip. */
const retryOnce = (failureCount: number, error: unknown) =>
  !(isHttpError(error) && error.status >= 400 && error.status < 500) && failureCount < 1;

/**
 * GET /api/test-attempts/{id}. Never served from an old cache entry (gcTime 0): the timer's clock
 * offset and the answers to resume must come from a fresh response.
 */
export function useAttemptQuery(attemptId: string) {
  const user = useAtomValue(currentUserAtom);
  return useQuery({
    queryKey: queryKeys.attempts.detail(attemptId),
    queryFn: async ({ signal }): Promise<LoadedAttempt> => {
      const attempt = await attemptsApi.get(attemptId, signal);
      return { attempt, clockOffsetMs: clockOffsetMs(attempt.serverNow, Date.now()) };
    },
    enabled: user !== null && attemptId !== '',
    retry: retryOnce,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}

/** The attempt's frozen questions, in its order (they do not change during the attempt). */
export function useAttemptQuestionsQuery(attempt: TestAttempt | undefined) {
  return useQuery({
    queryKey: queryKeys.attempts.questions(attempt?.id ?? ''),
    queryFn: () =>
      attempt
        ? loadAttemptQuestions(
            attemptsApi,
            attempt.testId,
            attempt.questions.map((ref) => ref.questionId),
          )
        : [],
    enabled: !!attempt && !attempt.isCompleted,
    retry: retryOnce,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}
