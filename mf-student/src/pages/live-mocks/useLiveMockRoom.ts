import type { LiveMock } from '@ssc/contracts';
import { LIVE_MOCK_CODES } from '@ssc/contracts/constants';
import {
  clockOffsetMs,
  currentUserAtom,
  errorMessageFor,
  handleApiError,
  isHttpError,
  paperLanguage,
  queryClient,
  queryKeys,
  useMessages,
  useProfileQuery,
} from '@ssc/web-core';
import { liveMocksApi } from '@ssc/web-core/live-mocks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { studentCatalog } from '../../i18n/studentCatalog';
import { languageFromProfile } from '../../language/languageFromProfile';
import type { Clocked } from '../../live-mocks/useLiveMocks';

/**
 * The waiting room's polling, kept deliberately simple (bench/live-mock.ts imitates exactly this):
 * - while the room is open and the start is ahead, GET /api/live-mocks/{id} every 15 s;
 * - otherwise no polling: one read when the page opens, and one at each of the room's opening,
 *   the end and the results release, so the page moves on by itself;
 * - none at the start: the page turns to "Start now" on its own estimate of the server's clock
 *   (liveMockPhase.ts works from the times), and a start a moment early is tried again. A read
 *   there would be every waiting aspirant's request in the same second, just before their starts
 *   (bench/live-mock.ts at 600: p50 1 s for that read alone).
 * The countdown itself runs on the device clock plus the offset learnt from `serverNow`.
 */
export const ROOM_POLL_MS = 15_000;
/** Wait before trying a start again that the server found a moment early. */
export const START_RETRY_MS = 1_000;

export function useLiveMockQuery(liveMockId: string) {
  const user = useAtomValue(currentUserAtom);
  const query = useQuery({
    queryKey: queryKeys.liveMocks.detail(liveMockId),
    queryFn: async ({ signal }): Promise<Clocked<LiveMock>> => {
      const data = await liveMocksApi.get(liveMockId, signal);
      return { data, offsetMs: clockOffsetMs(data.serverNow, Date.now()) };
    },
    enabled: user !== null && liveMockId !== '',
    refetchInterval: (q) => {
      const clocked = q.state.data;
      if (!clocked) return false;
      const now = Date.now() + clocked.offsetMs;
      const { data: mock } = clocked;
      const inRoom =
        mock.status === 'SCHEDULED' &&
        now >= Date.parse(mock.waitingRoomOpensAt) &&
        now < Date.parse(mock.startsAt);
      return inRoom ? ROOM_POLL_MS : false;
    },
    refetchOnWindowFocus: false,
    retry: (failureCount, error) =>
      !(isHttpError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
    meta: { silent: true },
  });
  const expired = isHttpError(query.error) && query.error.status === 401 ? query.error : null;
  useEffect(() => {
    if (expired) handleApiError(expired);
  }, [expired]);

  // One read at the next boundary ahead on the server's clock (room opening, end, release).
  const clocked = query.data;
  const { refetch } = query;
  useEffect(() => {
    if (!clocked) return;
    const { data: mock, offsetMs } = clocked;
    if (mock.status === 'CANCELLED') return;
    const now = Date.now() + offsetMs;
    const next = [mock.waitingRoomOpensAt, mock.endsAt, mock.resultsReleaseAt]
      .map((iso) => Date.parse(iso))
      .filter((ms) => Number.isFinite(ms) && ms > now)
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    // setTimeout holds at most ~24.8 days; a mock further away is read again when the page reopens.
    const wait = next - now;
    if (wait > 2_000_000_000) return;
    const id = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(id);
  }, [clocked, refetch]);
  return query;
}

/**
 * Start now: POST /api/test-attempts {testId, liveMockId, language}, then the exam screen as for
 * any attempt. A live mock has no instructions page to choose the paper's language on: it is the
 * profile's, as the instructions page's choice starts out.
 */
export function useStartLive(mock: LiveMock | undefined) {
  const { _ } = useMessages(studentCatalog);
  const navigate = useNavigate();
  const language = languageFromProfile(useProfileQuery().data?.languagePreference);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (m: LiveMock) => liveMocksApi.start(m.testId, m.id, paperLanguage(language)),
    // The device's idea of the server clock can be off by a round trip: a start the server finds a
    // moment early (LIVE_MOCK_NOT_STARTED) is tried again after a second, twice at most.
    retry: (failureCount, err) =>
      isHttpError(err) && err.code === LIVE_MOCK_CODES.notStarted && failureCount < 2,
    retryDelay: START_RETRY_MS,
    onMutate: () => setError(null),
    onSuccess: (attempt) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.attempts.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.liveMocks.all, refetchType: 'none' });
      navigate(`/test-taking/${encodeURIComponent(attempt.id)}?lang=${language}`);
    },
    onError: (err) => {
      if (isHttpError(err) && err.status === 401) return handleApiError(err);
      const code = isHttpError(err) ? err.code : undefined;
      if (code === LIVE_MOCK_CODES.notStarted) setError(_('liveMock.notStartedYet'));
      else setError(isHttpError(err) && err.serverMessage ? errorMessageFor(err) : _('liveMock.startFailed'));
      // The server knows better (a start it already recorded, joining closed): read the mock again.
      if (mock) void queryClient.invalidateQueries({ queryKey: queryKeys.liveMocks.detail(mock.id) });
    },
  });
  return { mutation, error };
}
