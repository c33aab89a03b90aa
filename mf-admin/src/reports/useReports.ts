import { queryClient, queryKeys, toast, useMessages } from '@ssc/web-core';
import { resultsAdminApi } from '@ssc/web-core/page-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { reportFailure } from '../adminErrors';
import { adminCatalog } from '../i18n/adminCatalog';

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
  const { _ } = useMessages(adminCatalog);
  return useMutation({
    mutationFn: (id: string) => resultsAdminApi.retryDeadLetter(id),
    onSuccess: () => {
      toast.success(_('admin.dead.queued'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.deadLetters });
    },
    onError: (error) => reportFailure(_('admin.dead.retryFailed'), error),
  });
}
