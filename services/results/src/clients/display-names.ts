import { displayNames } from '@ssc/contracts';
import { internalGet, type Logger } from '@ssc/service-kit';
import { cachedBatchLoader } from './cached-batch-loader';

/** What a student without a display name (or with auth unreachable) is shown as. */
export const FALLBACK_NAME = 'Student';

export type DisplayNames = {
  /** A name for every id: the user's display name, or "Student". Never fails. */
  get(userIds: readonly string[]): Promise<Map<string, string>>;
};

/** Auth's `GET /internal/users/display-names?ids=`, cached per user for a minute. */
export function createDisplayNames(opts: {
  baseUrl: string;
  internalSecret: string;
  logger: Logger;
  fetchImpl?: typeof fetch;
  ttlMs?: number;
  timeoutMs?: number;
  now?: () => number;
}): DisplayNames {
  const loader = cachedBatchLoader<string>({
    async load(ids) {
      const url = new URL('/internal/users/display-names', opts.baseUrl);
      url.searchParams.set('ids', ids.join(','));
      const body = await internalGet({
        url,
        secret: opts.internalSecret,
        caller: 'results',
        schema: displayNames,
        unavailable: 'auth cannot give display names right now',
        timeoutMs: opts.timeoutMs ?? 2_000,
        ...(opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {}),
      });
      return new Map(Object.entries(body?.names ?? {}));
    },
    ttlMs: opts.ttlMs ?? 60_000,
    capacity: 10_000,
    chunkSize: 200,
    ...(opts.now ? { now: opts.now } : {}),
  });

  return {
    async get(userIds) {
      try {
        const found = await loader.get(userIds);
        return new Map(userIds.map((id) => [id, found.get(id) || FALLBACK_NAME]));
      } catch (err) {
        opts.logger.warn({ err: String(err) }, 'display names unavailable; showing the fallback');
        return new Map(userIds.map((id) => [id, FALLBACK_NAME]));
      }
    },
  };
}
