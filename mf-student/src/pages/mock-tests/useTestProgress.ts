import { currentUserAtom, queryKeys } from '@ssc/web-core';
import { resultsApi } from '@ssc/web-core/page-api';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useInProgressAttempts } from '../../attempts/useInProgressAttempts';
import { progressByTest, type TestProgress } from './testProgress';

/** While a finished attempt is still being scored, look again this often. */
const SCORING_POLL_MS = 3000;

/**
 * The student's completed attempts (GET /api/user-attempts) and unfinished ones (the resume
 * list), merged per test for the cards. A failure only hides the progress; the tests still show.
 */
export function useTestProgress(): Map<string, TestProgress> {
  const user = useAtomValue(currentUserAtom);
  const completed = useQuery({
    queryKey: queryKeys.attempts.completed(null),
    queryFn: ({ signal }) => resultsApi.userAttempts(null, signal),
    enabled: user !== null,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.some((a) => a.status === 'PROCESSING') ? SCORING_POLL_MS : false),
    meta: { silent: true },
  });
  const inProgress = useInProgressAttempts();
  return useMemo(
    () => progressByTest(completed.data ?? [], inProgress.data ?? [], Date.now()),
    [completed.data, inProgress.data],
  );
}
