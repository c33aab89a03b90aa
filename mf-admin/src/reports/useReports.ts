import { queryKeys, resultsAdminApi } from '@ssc/web-core';
import { useQuery } from '@tanstack/react-query';

/** Question reports sent by students from the solutions screen. */
export function useQuestionReports() {
  return useQuery({ queryKey: queryKeys.admin.questionReports, queryFn: resultsAdminApi.questionReports });
}

/** Scoring messages and jobs that failed for good, with their reasons. */
export function useDeadLetters() {
  return useQuery({ queryKey: queryKeys.admin.deadLetters, queryFn: resultsAdminApi.deadLetters });
}
