import { useMemo } from 'react';
import { reservingMocks } from '../../live-mocks/liveMockPhase';
import { useLiveMocksList } from '../../live-mocks/useLiveMocks';

/**
 * The tests live mocks hold now, from the list the Live mocks section already reads (one query),
 * on the server's clock as of that read. `pending` while the list is on its way: the cards wait
 * for it rather than offer Start Test on a test a live mock holds (a failed read does not hold
 * them back).
 */
export function useReservedTests() {
  const query = useLiveMocksList();
  const reserved = useMemo(() => {
    if (!query.data) return undefined;
    const serverNowMs = Date.now() + query.data.offsetMs;
    return { byTest: reservingMocks(query.data.data.liveMocks, serverNowMs), serverNowMs };
  }, [query.data]);
  return { reserved, pending: query.isPending && query.fetchStatus !== 'idle' };
}
