import type { ErrorBody } from '@ssc/contracts';
import { TOKEN_EXPIRED_CODE } from '@ssc/contracts/constants';
import { HttpError } from './httpError';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClientOptions {
  /** Prefix for every path; the gateway serves the API on the same origin, so '' by default. */
  baseUrl?: string;
  getToken: () => string | null | Promise<string | null>;
  /**
   * The server answered 401 TOKEN_EXPIRED for `staleToken`: give a renewed token to retry
   * once with, or null to let the 401 stand.
   */
  onTokenExpired?: (staleToken: string) => Promise<string | null>;
  fetchImpl?: typeof fetch;
}

export interface ApiClient {
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
  delete<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  /** `keepalive` lets the request outlive the page (a save while the tab is being closed). */
  put<T>(path: string, body?: unknown, opts?: { keepalive?: boolean }): Promise<T>;
  /** Multipart upload; the browser sets the multipart boundary, so no Content-Type here. */
  upload<T>(path: string, form: FormData): Promise<T>;
  /** A file download that needs the bearer token (a plain link could not send it). */
  getBlob(path: string): Promise<Blob>;
  /** One page of a list whose whole length the server gives in X-Total-Count. */
  getPage<T>(path: string, signal?: AbortSignal): Promise<Page<T>>;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export { TOKEN_EXPIRED_CODE };

async function saysTokenExpired(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  return (await readErrorBody(response.clone())).code === TOKEN_EXPIRED_CODE;
}

async function readErrorBody(response: Response): Promise<Partial<ErrorBody>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Partial<ErrorBody>) : {};
  } catch {
    return {};
  }
}

/**
 * Spec section 8: failed GET/DELETE throw an HTTP error "with status"; failed POST/PUT throw
 * the server message (or "Request failed with status {n}"). Both keep status and issues.
 */
async function toHttpError(method: Method, response: Response): Promise<HttpError> {
  const body = await readErrorBody(response);
  const serverMessage = typeof body.message === 'string' && body.message ? body.message : undefined;
  const message =
    method === 'GET' || method === 'DELETE'
      ? `HTTP error! status: ${response.status}`
      : (serverMessage ?? `Request failed with status ${response.status}`);
  const code = typeof body.code === 'string' ? body.code : undefined;
  return new HttpError(
    message,
    response.status,
    serverMessage,
    body.issues ?? [],
    body.requestId,
    code,
    body as Record<string, unknown>,
  );
}

export function createApiClient({
  baseUrl = '',
  getToken,
  onTokenExpired,
  fetchImpl,
}: ApiClientOptions): ApiClient {
  const doFetch = fetchImpl ?? ((input, init) => fetch(input, init));

  async function send(
    method: Method,
    path: string,
    body?: BodyInit,
    signal?: AbortSignal,
    accept?: string,
    keepalive?: boolean,
  ) {
    const attempt = (token: string | null) => {
      const headers = new Headers({ Accept: accept ?? 'application/json' });
      if (typeof body === 'string') headers.set('Content-Type', 'application/json');
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const init: RequestInit = { method, headers, body, signal };
      if (keepalive) init.keepalive = true;
      return doFetch(`${baseUrl}${path}`, init);
    };
    const token = await getToken();
    let response = await attempt(token);
    if (token && onTokenExpired && (await saysTokenExpired(response))) {
      const renewed = await onTokenExpired(token);
      if (renewed && renewed !== token) response = await attempt(renewed);
    }
    if (!response.ok) throw await toHttpError(method, response);
    return response;
  }

  async function parse<T>(response: Response): Promise<T> {
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async function request<T>(
    method: Method,
    path: string,
    body?: BodyInit,
    signal?: AbortSignal,
    keepalive?: boolean,
  ): Promise<T> {
    return parse<T>(await send(method, path, body, signal, undefined, keepalive));
  }

  const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));

  return {
    get: (path, signal) => request('GET', path, undefined, signal),
    delete: (path) => request('DELETE', path),
    post: (path, body) => request('POST', path, json(body) ?? '{}'),
    put: (path, body, opts) => request('PUT', path, json(body) ?? '{}', undefined, opts?.keepalive),
    upload: (path, form) => request('POST', path, form),
    getBlob: async (path) => (await send('GET', path, undefined, undefined, '*/*')).blob(),
    getPage: async <T>(path: string, signal?: AbortSignal) => {
      const response = await send('GET', path, undefined, signal);
      const items = (await parse<T[]>(response)) ?? [];
      const header = response.headers.get(TOTAL_COUNT_HEADER);
      const total = header === null || header.trim() === '' ? Number.NaN : Number(header);
      return { items, total: Number.isInteger(total) && total >= 0 ? total : items.length };
    },
  };
}
