import type { z } from 'zod';
import { ServiceUnavailableError } from './errors';
import type { Identity } from './identity';
import { type ServiceName, serviceCallHeaders } from './service-call';

/**
 * GET on another service's `/internal/*` route with a service-call token (service-call.ts). The
 * body is parsed with `schema`; a status in `absentOn` is an answer ("not there": null), and
 * anything else that is not a usable answer — unreachable, timed out, another error status,
 * a body that does not parse — is a 503 with the caller's `unavailable` message.
 */
export async function internalGet<S extends z.ZodType>(opts: {
  url: URL;
  secret: string;
  /** Who is asking: the callee checks this against the route's callers. */
  caller: ServiceName;
  /** The user the call is made for, when there is one. */
  onBehalfOf?: Identity;
  schema: S;
  unavailable: string;
  timeoutMs: number;
  absentOn?: readonly number[];
  fetchImpl?: typeof fetch;
}): Promise<z.infer<S> | null> {
  let res: Response;
  try {
    res = await (opts.fetchImpl ?? fetch)(opts.url, {
      headers: {
        ...serviceCallHeaders(opts.secret, {
          caller: opts.caller,
          ...(opts.onBehalfOf ? { onBehalfOf: opts.onBehalfOf } : {}),
        }),
        accept: 'application/json',
      },
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch {
    throw new ServiceUnavailableError(opts.unavailable);
  }
  if (opts.absentOn?.includes(res.status)) return null;
  if (!res.ok) throw new ServiceUnavailableError(opts.unavailable);
  const parsed = opts.schema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new ServiceUnavailableError(opts.unavailable);
  return parsed.data;
}
