import { useEffect } from 'react';

/** The first read again after a shift's own result is shown, then twice as long each time… */
export const NORMALISATION_POLL_FIRST_MS = 5_000;
/** …up to this: an earlier shift may wait hours for the last one, and every open page polls. */
export const NORMALISATION_POLL_MAX_MS = 60_000;

/** How long to wait before read number `reads` (0 first): 5 s, 10 s, 20 s, 40 s, then every 60 s. */
export function normalisationPollDelay(reads: number): number {
  return Math.min(NORMALISATION_POLL_MAX_MS, NORMALISATION_POLL_FIRST_MS * 2 ** Math.max(0, reads));
}

/**
 * A shift's result is the shift's own (no `normalised`, rank among the shift) from its
 * release until every shift of the group has released and the group is normalised, which no
 * read of this result can foretell. While `waiting`, `refetch` is called again and again, less
 * often as time passes, never while the tab is hidden; it stops once the result is normalised.
 */
export function useAwaitNormalisation(waiting: boolean, refetch: () => void): void {
  useEffect(() => {
    if (!waiting) return;
    let reads = 0;
    let id: ReturnType<typeof setTimeout>;
    const schedule = () => {
      id = setTimeout(() => {
        if (globalThis.document?.visibilityState !== 'hidden') refetch();
        reads += 1;
        schedule();
      }, normalisationPollDelay(reads));
    };
    schedule();
    return () => clearTimeout(id);
  }, [waiting, refetch]);
}
