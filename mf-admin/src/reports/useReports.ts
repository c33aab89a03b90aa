import { queryClient, queryKeys, resultsAdminApi, toast } from '@ssc/web-core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { reportFailure } from '../adminErrors';

/** Question reports sent by students from the solutions screen. */
export function useQuestionReports() {
  return useQuery({ queryKey: queryKeys.admin.questionReports, queryFn: resultsAdminApi.questionReports });
}

/** Scoring messages and jobs that failed for good, with their reasons. */
export function useDeadLetters() {
  return useQuery({ queryKey: queryKeys.admin.deadLetters, queryFn: resultsAdminApi.deadLetters });
}

/** An admin's retry of a dead-lettered scoring job, once its cause is fixed. */
export function useRetryDeadLetter() {
  return useMutation({
    mutationFn: (id: string) => resultsAdminApi.retryDeadLetter(id),
    onSuccess: () => {
      toast.success('The attempt was queued for scoring again');
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.deadLetters });
    },
    onError: (error) => reportFailure('Failed to retry the scoring job', error),
  });
}
