import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../api/httpError';
import { handleApiError } from '../errors/handleApiError';
import { appStore, sessionAtom } from '../session/sessionAtoms';

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

/**
 * Whoever ends the session (sign-out, a 401, a failed refresh, another tab), cached answers go
 * with it. The cache follows the session rather than being cleared by whoever ends it, so the
 * session code needs nothing from the query layer (no import cycle).
 */
appStore.sub(sessionAtom, () => {
  if (appStore.get(sessionAtom) === null) queryClient.clear();
});
