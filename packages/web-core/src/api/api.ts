import { getToken } from '../session/sessionAtoms';
import { createApiClient } from './apiClient';

/** The app's API client: same-origin (the gateway proxies /api), bearer token from the session. */
export const api = createApiClient({ getToken });
