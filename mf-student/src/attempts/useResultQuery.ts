import { currentUserAtom, handleApiError, isHttpError, queryKeys } from '@ssc/web-core';
import { isResultProcessing, resultsApi } from '@ssc/web-core/page-api';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/** While the attempt is being scored (202), ask again every second. */
export const PROCESSING_POLL_MS = 1000;
/** Once its scoring is known to be delayed (it waits for an operator), every 15 s. */
export const DELAYED_POLL_MS = 15_000;

/**
 * GET /api/test-results/{attemptId}. Rank and percentile are computed when read, so the result is
 * refetched when the window regains focus. This page shows its own not-found and error states.
 */
export function useResultQuery(attemptId: string) {
  const user = useAtomValue(currentUserAtom);
  const query = useQuery({
    queryKey: queryKeys.results.detail(attemptId),
    queryFn: ({ signal }) => resultsApi.result(attemptId, signal),
    enabled: user !== null && attemptId !== '',
    refetchInterval: (q) => {
      const body = q.state.data;
      if (!isResultProcessing(body)) return false;
      return body.delayed ? DELAYED_POLL_MS : PROCESSING_POLL_MS;
    },
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: (failureCount, error) =>
      !(isHttpError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
    meta: { silent: true },
  });
  const expired = isHttpError(query.error) && query.error.status === 401 ? query.error : null;
  useEffect(() => {
    if (expired) handleApiError(expired);
  }, [expired]);
  return query;
}
