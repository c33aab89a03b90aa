/**
 * Responses asked for before the app's code arrived. index.html's inline start script (shell
 * `src/early`) fetches what the page at the address will need first — its remote's manifest, the
 * exam's attempt and questions — while the bundles download, and leaves each response here. The
 * app's own request for the same URL, with the same token, takes it instead of going out again:
 * on slow 4G that is a round trip (more than half a second) off each, before the first question.
 *
 * Each response is taken once: a later read of the same URL goes to the network as usual.
 */

type Early = { token: string | null; response: Promise<Response> };
type EarlyStore = Map<string, Early>;

const STORE_KEY = '__sscEarlyResponses';

function store(): EarlyStore {
  const scope = globalThis as typeof globalThis & { [STORE_KEY]?: EarlyStore };
  scope[STORE_KEY] ??= new Map();
  return scope[STORE_KEY];
}

/** The key of a URL: absolute, so `/x` and `https://host/x` are the same request. */
function keyOf(url: string): string {
  const base = (globalThis as { location?: { href: string } }).location?.href ?? 'http://localhost/';
  return new URL(url, base).href;
}

/** Leaves a response started early for the app to take; `token` is the bearer it was asked with. */
export function putEarlyResponse(url: string, token: string | null, response: Promise<Response>): void {
  // A failed early request is the app's to retry: nobody should see it as unhandled.
  response.catch(() => undefined);
  store().set(keyOf(url), { token, response });
}

/**
 * The early response for a GET of `url` asked with `token` (null: none), or undefined when there
 * is none to take — a different token means the app renewed it meanwhile, so the early answer
 * (perhaps a 401) is dropped.
 */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | undefined {
  const key = keyOf(url);
  const early = store().get(key);
  if (!early) return undefined;
  store().delete(key);
  return early.token === token ? early.response : undefined;
}

/**
 * A `fetch` that answers a plain GET from an early response when there is one for it (same URL,
 * same bearer token), and goes to the network otherwise.
 */
export function fetchTakingEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = (init?.method ?? 'GET').toUpperCase();
  // Once the page's early responses are taken (or there were none), every call goes straight out.
  if (method === 'GET' && store().size > 0 && !init?.signal?.aborted) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const authorization = new Headers(init?.headers).get('Authorization');
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : null;
    const early = takeEarlyResponse(url, token);
    if (early) return early;
  }
  return fetch(input, init);
}
