import type { CreateObjectionBody, Objection, ObjectionList } from '@ssc/contracts';
import { handleApiError, isHttpError, queryClient, queryKeys, toast, useMessages } from '@ssc/web-core';
import { objectionsApi } from '@ssc/web-core/page-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { solutionsCatalog } from './solutionsCatalog';

/** The student's objections to this attempt's test and whether they may object now. */
export function useObjectionsQuery(attemptId: string) {
  return useQuery({
    queryKey: queryKeys.results.objections(attemptId),
    queryFn: ({ signal }) => objectionsApi.list(attemptId, signal),
    enabled: attemptId !== '',
    retry: (failureCount, error) =>
      !(isHttpError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
    meta: { silent: true },
  });
}

export type ObjectionDraft = Omit<CreateObjectionBody, 'attemptId' | 'evidenceImageUrl'> & {
  image: File | null;
};

/** Sends an objection: the evidence picture first (its URL goes with it), then the objection. */
export function useCreateObjection(attemptId: string, onSent: () => void) {
  const { _ } = useMessages(solutionsCatalog);
  return useMutation({
    mutationFn: async ({ image, ...draft }: ObjectionDraft): Promise<Objection> => {
      const evidence = image ? (await objectionsApi.uploadImage(image)).imageUrl : null;
      return objectionsApi.create({
        ...draft,
        attemptId,
        ...(evidence ? { evidenceImageUrl: evidence } : {}),
      });
    },
    onSuccess: (created) => {
      queryClient.setQueryData<ObjectionList>(queryKeys.results.objections(attemptId), (data) =>
        data ? { ...data, items: [...data.items.filter((o) => o.id !== created.id), created] } : data,
      );
      toast.success(_('objection.sent'));
      onSent();
    },
    onError: (error) => {
      if (isHttpError(error) && error.status === 401) handleApiError(error);
      // Already objected (another tab): show the one on record.
      if (isHttpError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: queryKeys.results.objections(attemptId) });
    },
  });
}
