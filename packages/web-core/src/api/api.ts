import { fetchTakingEarly } from '../early/earlyResponses';
import { freshToken, renewExpiredToken } from '../session/sessionAtoms';
import { createApiClient } from './apiClient';

/**
 * The app's API client: same-origin (the gateway proxies /api), bearer token from the session,
 * renewed before it runs out and once more if the server says it has. A read index.html's start
 * script already made (the exam's attempt and questions) is taken instead of being made again.
 */
export const api = createApiClient({
  getToken: freshToken,
  onTokenExpired: renewExpiredToken,
  fetchImpl: fetchTakingEarly,
});
