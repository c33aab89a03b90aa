import type { LiveMock, LiveMockList } from '@ssc/contracts';
import {
  clockOffsetMs,
  currentUserAtom,
  errorMessageFor,
  handleApiError,
  isHttpError,
  queryClient,
  queryKeys,
  useMessages,
} from '@ssc/web-core';
import { liveMocksApi } from '@ssc/web-core/live-mocks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { studentCatalog } from '../i18n/studentCatalog';

/** A response and the server-clock offset learnt when it arrived. */
export type Clocked<T> = { data: T; offsetMs: number };

const noRetryOn4xx = (failureCount: number, error: unknown) =>
  !(isHttpError(error) && error.status >= 400 && error.status < 500) && failureCount < 2;

/** GET /api/live-mocks for the dashboard and /tests (read when the page opens). */
export function useLiveMocksList() {
  const user = useAtomValue(currentUserAtom);
  return useQuery({
    queryKey: queryKeys.liveMocks.list,
    queryFn: async ({ signal }): Promise<Clocked<LiveMockList>> => {
      const data = await liveMocksApi.list(signal);
      return { data, offsetMs: clockOffsetMs(data.serverNow, Date.now()) };
    },
    enabled: user !== null,
    // While the caller has a live attempt running, a page opened later (the dashboard after
    // submitting) reads the list afresh, so its card says Submitted, not Resume.
    staleTime: (q) => (q.state.data?.data.liveMocks.some(runningFor) ? 0 : LIST_STALE_MS),
    retry: noRetryOn4xx,
    meta: { silent: true },
  });
}

const LIST_STALE_MS = 30_000;
const runningFor = (mock: LiveMock) => mock.myAttemptId !== null && mock.myAttemptSubmitted !== true;

export function storeMock(mock: LiveMock) {
  queryClient.setQueryData<Clocked<LiveMock>>(queryKeys.liveMocks.detail(mock.id), {
    data: mock,
    offsetMs: clockOffsetMs(mock.serverNow, Date.now()),
  });
  queryClient.setQueryData<Clocked<LiveMockList>>(queryKeys.liveMocks.list, (list) =>
    list
      ? {
          ...list,
          data: { ...list.data, liveMocks: list.data.liveMocks.map((m) => (m.id === mock.id ? mock : m)) },
        }
      : list,
  );
}

/** POST /api/live-mocks/{id}/register (idempotent); the server's refusal is shown where it was asked. */
export function useRegister() {
  const { _ } = useMessages(studentCatalog);
  const [error, setError] = useState<{ id: string; message: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (liveMockId: string) => liveMocksApi.register(liveMockId),
    onMutate: () => setError(null),
    onSuccess: storeMock,
    onError: (err, liveMockId) => {
      if (isHttpError(err) && err.status === 401) return handleApiError(err);
      setError({
        id: liveMockId,
        message: isHttpError(err) && err.serverMessage ? errorMessageFor(err) : _('liveMock.registerFailed'),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.liveMocks.all });
    },
  });
  return { mutation, error };
}
