import { isResultProcessing } from '@ssc/web-core/page-api';
import { useMemo } from 'react';
import { useResultQuery } from '../../attempts/useResultQuery';
import { type CbtState, scoredCbtState } from '../../cbt/cbtStates';

/**
 * Each question's palette state at submission, for a CBT-mode attempt (from the
 * result, which the results page has usually cached already); null for practice mode or while
 * the result is not at hand.
 */
export function useCbtStates(attemptId: string): ReadonlyMap<string, CbtState> | null {
  const { data } = useResultQuery(attemptId);
  return useMemo(() => {
    if (!data || isResultProcessing(data) || data.mode !== 'CBT') return null;
    return new Map(data.questionAttempts.map((answer) => [answer.questionId, scoredCbtState(answer)]));
  }, [data]);
}
