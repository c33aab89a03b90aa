/**
 * What index.html's inline start script shares with the app (`@ssc/web-core/early`). Nothing here
 * may import React, the query cache or contracts' runtime code: it is inlined into every page.
 */
export { EXPIRES_KEY, TOKEN_KEY } from '../session/storedSession';
export { REFRESH_MARGIN_MS } from '../session/tokenKeeper';
export { fetchTakingEarly, putEarlyResponse, takeEarlyResponse } from './earlyResponses';
