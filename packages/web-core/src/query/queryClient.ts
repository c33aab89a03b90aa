import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../api/httpError';
// A cycle (handleApiError -> endSession -> queryClient), safe: only called after both modules load.
import { handleApiError } from '../errors/handleApiError';

/** Client errors will not heal on their own; network blips and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** One QueryClient for host and remotes (web-core is a Module Federation singleton). */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      // Queries that handle their own failure set meta.silent; everything else gets the generic toast.
      if (query.meta?.silent !== true) handleApiError(error);
    },
  }),
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
