import type { LiveMock } from '@ssc/contracts';
import { queryClient, queryKeys, toast, useMessages } from '@ssc/web-core';
import { liveMocksAdminApi, type ScheduleLiveMockBody } from '@ssc/web-core/live-mocks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { reportFailure } from '../adminErrors';
import { adminCatalog } from '../i18n/adminCatalog';

/** The counts are live: while the tab is open the list is read again every 5 s. */
export const LIVE_COUNTS_POLL_MS = 5_000;

export function useAdminLiveMocks() {
  return useQuery({
    queryKey: queryKeys.admin.liveMocks,
    queryFn: ({ signal }) => liveMocksAdminApi.list(signal),
    refetchInterval: LIVE_COUNTS_POLL_MS,
    meta: { silent: true },
  });
}

function refreshLiveMocks() {
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.liveMocks });
  void queryClient.invalidateQueries({ queryKey: queryKeys.liveMocks.all });
}

/** Schedule (POST) or edit (PUT, before the start); the server's reason is shown in the toast. */
export function useSaveLiveMock(editingId: string | null, onSaved: (mock: LiveMock) => void) {
  const { _ } = useMessages(adminCatalog);
  return useMutation({
    mutationFn: (body: ScheduleLiveMockBody) =>
      editingId ? liveMocksAdminApi.update(editingId, body) : liveMocksAdminApi.schedule(body),
    onSuccess: (mock) => {
      toast.success(_(editingId ? 'admin.live.updated' : 'admin.live.scheduled'));
      refreshLiveMocks();
      onSaved(mock);
    },
    onError: (error) =>
      reportFailure(_(editingId ? 'admin.live.updateFailed' : 'admin.live.scheduleFailed'), error),
  });
}

export function useCancelLiveMock(onCancelled: (id: string) => void) {
  const { _ } = useMessages(adminCatalog);
  return useMutation({
    mutationFn: (id: string) => liveMocksAdminApi.cancel(id),
    onSuccess: (mock) => {
      toast.success(_('admin.live.cancelled'));
      refreshLiveMocks();
      onCancelled(mock.id);
    },
    onError: (error) => reportFailure(_('admin.live.cancelFailed'), error),
  });
}
