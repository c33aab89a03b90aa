import type {
  AttemptLanguage,
  Leaderboard,
  LiveMock,
  LiveMockList,
  ResultsNotReleased,
  ScheduleLiveMockRequest,
  TestAttempt,
  UpdateLiveMockRequest,
} from '@ssc/contracts';
import { LIVE_MOCK_CODES } from '@ssc/contracts/constants';
// Through the package name, so the remotes use the one shared client (and session), not a copy.
import { api, isHttpError } from '@ssc/web-core';
import { LIVE_MOCKS_URL } from '../early/firstReads';

const enc = encodeURIComponent;

export type ScheduleLiveMockBody = ScheduleLiveMockRequest;
export type UpdateLiveMockBody = UpdateLiveMockRequest;

/**
 * All-India live mocks, student side: the list, one mock, registration, the start
 * (POST /api/test-attempts with `liveMockId`, then /test-taking/{id} as for any attempt) and the
 * leaderboard after the release.
 */
export const liveMocksApi = {
  list: (signal?: AbortSignal) => api.get<LiveMockList>(LIVE_MOCKS_URL, signal),
  get: (liveMockId: string, signal?: AbortSignal) =>
    api.get<LiveMock>(`/api/live-mocks/${enc(liveMockId)}`, signal),
  /** Idempotent: registering twice answers the same mock. */
  register: (liveMockId: string) => api.post<LiveMock>(`/api/live-mocks/${enc(liveMockId)}/register`),
  /** `language`: the paper's language, which an answer-key ruling for one language's takers reads. */
  start: (testId: string, liveMockId: string, language: AttemptLanguage) =>
    api.post<TestAttempt>('/api/test-attempts', { testId, liveMockId, language }),
  leaderboard: (liveMockId: string, limit = 10, signal?: AbortSignal) =>
    api.get<Leaderboard>(`/api/live-mocks/${enc(liveMockId)}/leaderboard?limit=${limit}`, signal),
};

/** The admin's Live Mocks tab: schedule, list with live counts, edit and cancel before the start. */
export const liveMocksAdminApi = {
  list: (signal?: AbortSignal) => api.get<LiveMockList>('/api/admin/live-mocks', signal),
  schedule: (body: ScheduleLiveMockBody) => api.post<LiveMock>('/api/admin/live-mocks', body),
  update: (liveMockId: string, body: UpdateLiveMockBody) =>
    api.put<LiveMock>(`/api/admin/live-mocks/${enc(liveMockId)}`, body),
  /** Cancels the mock (200 with the cancelled mock; 409 once it has started). */
  cancel: (liveMockId: string) => api.delete<LiveMock>(`/api/admin/live-mocks/${enc(liveMockId)}`),
};

/**
 * The 409 of results, solutions and the leaderboard of a live mock before its release, as the
 * release time; null for any other error (or a body without a readable time).
 */
/** The server's clock in a 409 RESULTS_NOT_RELEASED, when it says (older servers do not). */
export function resultsServerNow(error: unknown): string | undefined {
  if (!isHttpError(error) || error.status !== 409) return undefined;
  const serverNow = (error.body as Partial<ResultsNotReleased> | undefined)?.serverNow;
  return typeof serverNow === 'string' && Number.isFinite(Date.parse(serverNow)) ? serverNow : undefined;
}

export function resultsReleaseAt(error: unknown): string | null {
  if (!isHttpError(error) || error.status !== 409 || error.code !== LIVE_MOCK_CODES.resultsNotReleased)
    return null;
  const releaseAt = (error.body as Partial<ResultsNotReleased>).releaseAt;
  return typeof releaseAt === 'string' && Number.isFinite(Date.parse(releaseAt)) ? releaseAt : null;
}
