import {
  attemptsApi,
  currentUserAtom,
  handleApiError,
  isHttpError,
  paperLanguage,
  queryClient,
  queryKeys,
  useMessages,
} from '@ssc/web-core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Language } from '../../language/localizeQuestion';
import { instructionsCatalog } from './instructionsCatalog';
import { startRefusalMessage } from './startRefusal';

/** GET /api/tests/{id}; this page shows its own not-found and error states. */
export function useTestQuery(testId: string) {
  const user = useAtomValue(currentUserAtom);
  const query = useQuery({
    queryKey: queryKeys.tests.detail(testId),
    queryFn: () => attemptsApi.test(testId),
    enabled: user !== null && testId !== '',
    retry: (failureCount, error) =>
      !(isHttpError(error) && error.status >= 400 && error.status < 500) && failureCount < 1,
    meta: { silent: true },
  });
  const expired = isHttpError(query.error) && query.error.status === 401 ? query.error : null;
  useEffect(() => {
    if (expired) handleApiError(expired);
  }, [expired]);
  return query;
}

/**
 * Start Test: POST /api/test-attempts, then the taking screen in the chosen language (spec
 * section 4). A refusal is alerted with its reason (startRefusal.ts).
 */
export function useStartAttempt(testId: string) {
  const navigate = useNavigate();
  const { _, locale } = useMessages(instructionsCatalog);
  return useMutation({
    mutationFn: (language: Language) => attemptsApi.start(testId, paperLanguage(language)),
    onSuccess: (attempt, language) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.attempts.all, refetchType: 'none' });
      navigate(`/test-taking/${encodeURIComponent(attempt.id)}?lang=${language}`);
    },
    onError: (error) => {
      if (isHttpError(error) && error.status === 401) handleApiError(error);
      else window.alert(startRefusalMessage(error, _, locale));
    },
  });
}
