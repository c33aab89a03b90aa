import { useMemo } from 'react';
import { reservingMocks } from '../../live-mocks/liveMockPhase';
import { useLiveMocksList } from '../../live-mocks/useLiveMocks';

/**
 * The tests live mocks hold now, from the list the Live mocks section already reads (one query),
 * on the server's clock as of that read.
 */
export function useReservedTests() {
  const query = useLiveMocksList();
  return useMemo(() => {
    if (!query.data) return undefined;
    const serverNowMs = Date.now() + query.data.offsetMs;
    return { byTest: reservingMocks(query.data.data.liveMocks, serverNowMs), serverNowMs };
  }, [query.data]);
}
