import type { AdminTest, TestInput } from '@ssc/contracts';
import { ADMIN_TESTS_PAGE_SIZE } from '@ssc/contracts/constants';
import { queryKeys, toast, useMessages } from '@ssc/web-core';
import { adminApi } from '@ssc/web-core/page-api';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { reportFailure } from '../adminErrors';
import { refreshTests } from '../catalogCache';
import { adminCatalog } from '../i18n/adminCatalog';

/** Every test, for pickers (the live-mock form). */
export function useAdminTests() {
  return useQuery({ queryKey: queryKeys.admin.tests, queryFn: adminApi.tests });
}

export const TESTS_PAGE_SIZE = ADMIN_TESTS_PAGE_SIZE;

/** One page of the tests list; the current page stays on screen while the next one loads. */
export function useAdminTestsPage(page: number) {
  return useQuery({
    queryKey: queryKeys.admin.testsPage(page, TESTS_PAGE_SIZE),
    queryFn: ({ signal }) => adminApi.testsPage({ page, limit: TESTS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The edited test's questions, for the selected-questions summary; its failure has its own toast. */
export function useTestQuestions(testId: string | null) {
  return useQuery({
    queryKey: queryKeys.admin.testQuestions(testId ?? ''),
    queryFn: () => adminApi.testQuestions(testId ?? ''),
    enabled: testId !== null,
    retry: 1,
    meta: { silent: true },
  });
}

export function useSaveTest(editingId: string | null, onSaved: (test: AdminTest) => void) {
  const { _ } = useMessages(adminCatalog);
  return useMutation({
    mutationFn: (body: TestInput) =>
      editingId ? adminApi.updateTest(editingId, body) : adminApi.createTest(body),
    onSuccess: (test) => {
      toast.success(_(editingId ? 'admin.test.updated' : 'admin.test.created'));
      refreshTests();
      onSaved(test);
    },
    onError: (error) =>
      reportFailure(_(editingId ? 'admin.test.updateFailed' : 'admin.test.createFailed'), error),
  });
}

export function useDeleteTest(onDeleted: (id: string) => void) {
  const { _ } = useMessages(adminCatalog);
  return useMutation({
    mutationFn: (id: string) => adminApi.deleteTest(id).then(() => id),
    onSuccess: (id) => {
      toast.success(_('admin.test.deleted'));
      refreshTests();
      onDeleted(id);
    },
    onError: (error) => reportFailure(_('admin.test.deleteFailed'), error),
  });
}
