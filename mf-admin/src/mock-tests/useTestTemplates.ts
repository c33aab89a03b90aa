import type { TestTemplate } from '@ssc/contracts';
import { api } from '@ssc/web-core';
import { useQuery } from '@tanstack/react-query';

/** The real exam patterns (GET /api/admin/test-templates); they change only with a deploy. */
export function useTestTemplates() {
  return useQuery({
    queryKey: ['admin', 'test-templates'],
    queryFn: () => api.get<TestTemplate[]>('/api/admin/test-templates'),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}
