import { currentUserAtom, queryKeys } from '@ssc/web-core';
import { resultsApi } from '@ssc/web-core/page-api';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

/** GET /api/test-attempts/in-progress: the resume list. */
export function useInProgressAttempts() {
  const user = useAtomValue(currentUserAtom);
  return useQuery({
    queryKey: queryKeys.attempts.inProgress,
    queryFn: ({ signal }) => resultsApi.inProgress(signal),
    enabled: user !== null,
    staleTime: 0,
    meta: { silent: true },
  });
}
