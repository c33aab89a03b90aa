import { type InternalLiveMock, internalShiftGroup } from '@ssc/contracts';
import { internalGet } from '@ssc/service-kit';

export const SHIFT_GROUP_UNAVAILABLE = 'The shifts of this live mock cannot be looked up right now';

/** Attempts' `GET /internal/live-mocks?shiftGroup=`: every shift of a group. */
export type ShiftGroupClient = { shifts(shiftGroup: string): Promise<InternalLiveMock[]> };

/** Asked by the normalisation job only (a few times per group), so nothing is cached. */
export function createShiftGroupClient(opts: {
  baseUrl: string;
  internalSecret: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): ShiftGroupClient {
  return {
    async shifts(shiftGroup) {
      const url = new URL('/internal/live-mocks', opts.baseUrl);
      url.searchParams.set('shiftGroup', shiftGroup);
      const group = await internalGet({
        url,
        secret: opts.internalSecret,
        caller: 'results',
        schema: internalShiftGroup,
        unavailable: SHIFT_GROUP_UNAVAILABLE,
        timeoutMs: opts.timeoutMs ?? 5_000,
        ...(opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {}),
      });
      return group?.liveMocks ?? [];
    },
  };
}
