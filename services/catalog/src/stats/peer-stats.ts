import { type Identity, serviceCallHeaders } from '@ssc/service-kit';
import type { z } from 'zod';

export const PEER_TIMEOUT_MS = 1_500;

/**
 * A figure another service owns (`GET {base}/internal/stats`), asked as the catalog on behalf of
 * the admin (a service-call token), so that service can check the admin role itself. Anything but a valid answer in time
 * — down, slow, refused, malformed — is null: the stats page shows what it has.
 */
export async function peerStats<S extends z.ZodType>(opts: {
  fetchImpl: typeof fetch;
  baseUrl: string;
  schema: S;
  secret: string;
  onBehalfOf: Identity;
  timeoutMs?: number;
}): Promise<z.infer<S> | null> {
  try {
    const res = await opts.fetchImpl(new URL('/internal/stats', opts.baseUrl), {
      headers: {
        ...serviceCallHeaders(opts.secret, { caller: 'catalog', onBehalfOf: opts.onBehalfOf }),
        accept: 'application/json',
      },
      signal: AbortSignal.timeout(opts.timeoutMs ?? PEER_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const parsed = opts.schema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
