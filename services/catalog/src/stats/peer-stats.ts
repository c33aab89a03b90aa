import { IDENTITY_HEADER } from '@ssc/service-kit';
import type { z } from 'zod';

export const PEER_TIMEOUT_MS = 1_500;

/**
 * A figure another service owns (`GET {base}/internal/stats`), asked with the caller's forwarded
 * identity so that service can check the admin role itself. Anything but a valid answer in time
 * — down, slow, refused, malformed — is null: the stats page shows what it has.
 */
export async function peerStats<S extends z.ZodType>(opts: {
  fetchImpl: typeof fetch;
  baseUrl: string;
  schema: S;
  identity: string | undefined;
  timeoutMs?: number;
}): Promise<z.infer<S> | null> {
  try {
    const res = await opts.fetchImpl(new URL('/internal/stats', opts.baseUrl), {
      headers: opts.identity ? { [IDENTITY_HEADER]: opts.identity, accept: 'application/json' } : {},
      signal: AbortSignal.timeout(opts.timeoutMs ?? PEER_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const parsed = opts.schema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
