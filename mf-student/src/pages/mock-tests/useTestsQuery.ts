import type { ExamType } from '@ssc/contracts';
import { currentUserAtom, queryKeys } from '@ssc/web-core';
import { testsApi } from '@ssc/web-core/page-api';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

/** All tests, or one exam's (GET /api/tests/exam/{examType}); disabled without a user (spec section 6). */
export function useTestsQuery(examType: ExamType | null) {
  const user = useAtomValue(currentUserAtom);
  return useQuery({
    queryKey: queryKeys.tests.list(examType),
    queryFn: () => (examType ? testsApi.byExam(examType) : testsApi.list()),
    enabled: user !== null,
  });
}
