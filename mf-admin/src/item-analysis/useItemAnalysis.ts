import { isHttpError, queryKeys } from '@ssc/web-core';
import { resultsAdminApi } from '@ssc/web-core/page-api';
import { useQuery } from '@tanstack/react-query';

/**
 * A test's stored item analysis. A 404 means none computed yet: data `null`, not an error, and
 * not retried (the worker computes it within a minute of a scored first attempt).
 */
export function useItemAnalysis(testId: string | null) {
  return useQuery({
    queryKey: queryKeys.admin.itemAnalysis(testId ?? ''),
    enabled: !!testId,
    // The panel shows its own failure with a retry.
    meta: { silent: true },
    queryFn: async ({ signal }) => {
      try {
        return await resultsAdminApi.itemAnalysis(testId ?? '', signal);
      } catch (err) {
        if (isHttpError(err) && err.status === 404) return null;
        throw err;
      }
    },
  });
}
