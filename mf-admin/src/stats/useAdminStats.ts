import { queryKeys } from '@ssc/web-core';
import { adminApi } from '@ssc/web-core/page-api';
import { useQuery } from '@tanstack/react-query';

/** The stat cards and the Settings tab read one cache entry; mutations invalidate it. */
export function useAdminStats() {
  return useQuery({ queryKey: queryKeys.admin.stats, queryFn: adminApi.stats, staleTime: 15_000 });
}
