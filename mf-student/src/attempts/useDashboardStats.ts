import { currentUserAtom, queryKeys } from '@ssc/web-core';
import { resultsApi } from '@ssc/web-core/page-api';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

/** While a finished attempt is still being scored, look again this often. */
const SCORING_POLL_MS = 3000;

/** GET /api/dashboard-stats, fresh on every visit (a submission may have landed since). */
export function useDashboardStats() {
  const user = useAtomValue(currentUserAtom);
  return useQuery({
    queryKey: queryKeys.attempts.dashboardStats,
    queryFn: ({ signal }) => resultsApi.dashboardStats(signal),
    enabled: user !== null,
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data?.recentAttempts.some((a) => a.totalScore === null) ? SCORING_POLL_MS : false,
    meta: { silent: true },
  });
}
