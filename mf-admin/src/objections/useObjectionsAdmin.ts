import type { AnswerKeyRevision, CreateRevisionBody } from '@ssc/contracts';
import { queryClient, queryKeys, toast, useMessages } from '@ssc/web-core';
import { type AdminObjectionFilters, objectionsAdminApi } from '@ssc/web-core/page-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { reportFailure } from '../adminErrors';
import { adminCatalog } from '../i18n/adminCatalog';

/** While a revision re-scores, its progress is read again this often. */
export const REVISION_POLL_MS = 2_000;

export function useAdminObjections(filters: AdminObjectionFilters) {
  return useQuery({
    queryKey: queryKeys.admin.objections(filters),
    queryFn: ({ signal }) => objectionsAdminApi.list(filters, signal),
    meta: { silent: true },
  });
}

/** Records the decision (202 {id}); the form then follows its re-scoring. */
export function useCreateRevision(onCreated: (id: string) => void) {
  const { _ } = useMessages(adminCatalog);
  return useMutation({
    mutationFn: (body: CreateRevisionBody) => objectionsAdminApi.createRevision(body),
    onSuccess: ({ id }) => {
      toast.success(_('admin.objections.form.recorded'));
      onCreated(id);
    },
    onError: (error) => reportFailure(_('admin.objections.form.failed'), error),
  });
}

const done = (revision: AnswerKeyRevision | undefined) => revision?.status === 'DONE';

/** The revision's re-scoring: affected, re-scored and failed results, polled until done. */
export function useRevisionProgress(id: string | null) {
  const { _, formatNumber } = useMessages(adminCatalog);
  return useQuery({
    queryKey: queryKeys.admin.answerKeyRevision(id ?? ''),
    queryFn: async ({ signal }) => {
      const revision = await objectionsAdminApi.revision(id ?? '', signal);
      if (done(revision)) {
        // The outcome also as a toast: the row, now decided, leaves a list of open objections
        // with its progress line as the list is read again.
        toast.success(
          _('admin.objections.form.done', {
            rescored: formatNumber(revision.rescored),
            affected: formatNumber(revision.affected),
            failed: formatNumber(revision.failed),
          }),
        );
        void queryClient.invalidateQueries({ queryKey: ['admin', 'objections'] });
      }
      return revision;
    },
    enabled: id !== null,
    refetchInterval: (query) => (done(query.state.data) ? false : REVISION_POLL_MS),
    meta: { silent: true },
  });
}
