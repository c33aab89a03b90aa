import type { LiveAttemptRef } from '@ssc/contracts';
import { attemptsApi, currentUserAtom, isHttpError, queryKeys } from '@ssc/web-core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

/**
 * Whether an attempt was taken at a live mock (and which): the result body does not say, the
 * attempt does (`liveMock`). Read once per attempt; it never changes.
 */
export function useLiveAttemptRef(attemptId: string, enabled: boolean) {
  const user = useAtomValue(currentUserAtom);
  return useQuery({
    queryKey: queryKeys.attempts.liveRef(attemptId),
    queryFn: async ({ signal }): Promise<LiveAttemptRef | null> =>
      (await attemptsApi.get(attemptId, signal)).liveMock ?? null,
    enabled: enabled && user !== null && attemptId !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failureCount, error) =>
      !(isHttpError(error) && error.status >= 400 && error.status < 500) && failureCount < 1,
    meta: { silent: true },
  });
}
