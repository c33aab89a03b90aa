import type { SolutionsResponse } from '@ssc/contracts';
import {
  currentUserAtom,
  handleApiError,
  isHttpError,
  queryClient,
  queryKeys,
  type ReportQuestionBody,
  toast,
  useMessages,
} from '@ssc/web-core';
import { resultsApi } from '@ssc/web-core/page-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { solutionsCatalog } from './solutionsCatalog';

/** GET /api/test-solutions/{attemptId}; a 404 means "not available", shown by the page. */
export function useSolutionsQuery(attemptId: string) {
  const user = useAtomValue(currentUserAtom);
  const query = useQuery({
    queryKey: queryKeys.results.solutions(attemptId),
    queryFn: ({ signal }) => resultsApi.solutions(attemptId, signal),
    enabled: user !== null && attemptId !== '',
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

function setBookmarked(attemptId: string, questionId: string, bookmarked: boolean) {
  queryClient.setQueryData<SolutionsResponse>(queryKeys.results.solutions(attemptId), (data) =>
    data
      ? {
          ...data,
          solutions: data.solutions.map((s) => (s.questionId === questionId ? { ...s, bookmarked } : s)),
        }
      : data,
  );
}

/** Save: bookmark or un-bookmark a question, shown at once and undone if the server refuses. */
export function useToggleBookmark(attemptId: string) {
  const { _ } = useMessages(solutionsCatalog);
  return useMutation({
    mutationFn: async ({ questionId, save }: { questionId: string; save: boolean }): Promise<void> => {
      if (save) await resultsApi.addBookmark(questionId, attemptId);
      else await resultsApi.removeBookmark(questionId);
    },
    onMutate: ({ questionId, save }) => setBookmarked(attemptId, questionId, save),
    onSuccess: (_data, { save }) =>
      toast.success(_(save ? 'solutions.saved.toast' : 'solutions.unsaved.toast')),
    onError: (error, { questionId, save }) => {
      setBookmarked(attemptId, questionId, !save);
      handleApiError(error);
    },
  });
}

/** Report: a problem with a question, for the admins. */
export function useReportQuestion(attemptId: string, onSent: () => void) {
  const { _ } = useMessages(solutionsCatalog);
  return useMutation({
    mutationFn: (body: Omit<ReportQuestionBody, 'attemptId'>) =>
      resultsApi.reportQuestion({ ...body, attemptId }),
    onSuccess: () => {
      toast.success(_('solutions.report.sent'));
      onSent();
    },
    onError: (error) => {
      if (isHttpError(error) && error.status === 401) handleApiError(error);
    },
  });
}
