/**
 * Redis keys of a group's normalisation, under RANK_KEY_PREFIX. They all contain `:`, which
 * test ids never do, so none can be a test's ranking (`{prefix}{testId}`). Group names are
 * letters, digits, `-` and `_` (contracts `shiftGroupField`).
 */
export type GroupKeys = {
  /** Counter: live results recorded in the group so far (its generation). */
  generation(group: string): string;
  /** The generation the stored normalisation was computed at (absent: none yet). */
  computed(group: string): string;
  /** What every computation's keys start with (`{computations}{generation}:rank`). */
  computations(group: string): string;
  /** Sorted set of one computation: member (`memberOf`) → normalised score. */
  rank(group: string, generation: number): string;
  /** Hash of one computation: member → GroupEntry JSON. */
  entries(group: string, generation: number): string;
  /** Flag with an expiry: a result read asked for a computation lately (normalise-queue.ts). */
  asked(group: string): string;
};

export function groupKeys(rankKeyPrefix: string): GroupKeys {
  const base = (group: string) => `${rankKeyPrefix}shift-group:${group}`;
  return {
    generation: (group) => `${base(group)}:generation`,
    computed: (group) => `${base(group)}:computed`,
    computations: (group) => `${base(group)}:`,
    rank: (group, generation) => `${base(group)}:${generation}:rank`,
    entries: (group, generation) => `${base(group)}:${generation}:entries`,
    asked: (group) => `${base(group)}:asked`,
  };
}

/** A taker of a shift in the group's ranking: live mock ids are hex, so the first `:` splits it. */
export const memberOf = (liveMockId: string, userId: string): string => `${liveMockId}:${userId}`;
export const userIdOf = (member: string): string => member.slice(member.indexOf(':') + 1);
