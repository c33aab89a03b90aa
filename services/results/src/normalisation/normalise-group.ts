import type { InternalLiveMock } from '@ssc/contracts';
import { releaseOfView, withheldBy } from '../live/live-release';
import { normaliseShifts } from './equipercentile';
import type { GroupEntry, GroupStore } from './group-store';
import type { ShiftGroupClient } from './shift-group-client';

export type NormaliseDeps = {
  shifts: ShiftGroupClient;
  store: Pick<GroupStore, 'generation' | 'computedAt' | 'shiftScores' | 'save'>;
  clock: () => Date;
};

export type NormaliseOutcome =
  /** Stored (or found a newer computation stored meanwhile: `current` false). */
  | { kind: 'computed'; generation: number; takers: number; current: boolean }
  /** Nothing recorded since the stored computation. */
  | { kind: 'up-to-date'; generation: number }
  /** A shift has not released its results yet: ask again then. */
  | { kind: 'waiting'; until: string };

/** Released by attempts' one release time, and final (live-release.ts). */
const released = (m: InternalLiveMock, now: Date) => withheldBy(releaseOfView(m), now, 0) === null;

/** Ask again at the last pending release, or a moment from now once it has passed but is not final yet. */
const WAIT_MS = 2_000;

/**
 * Normalises a group of shifts once every (not cancelled) shift has released its results:
 * every live taker's raw score from the shifts' live rankings, SSC's equipercentile method
 * (equipercentile.ts), stored as a new computation. Idempotent: run again with nothing new it
 * stores nothing; with a late result it computes the group again. The generation is read before
 * the scores, so a result recorded meanwhile (ranked, then counted) makes a later run compute.
 */
export async function normaliseGroup(deps: NormaliseDeps, group: string): Promise<NormaliseOutcome> {
  const [generation, computedAt] = await Promise.all([
    deps.store.generation(group),
    deps.store.computedAt(group),
  ]);
  if (computedAt >= generation && computedAt >= 0) return { kind: 'up-to-date', generation };
  const shifts = (await deps.shifts.shifts(group)).filter((m) => m.status !== 'CANCELLED');
  const now = deps.clock();
  const pending = shifts.filter((m) => !released(m, now));
  if (pending.length > 0) {
    const until = Math.max(now.getTime() + WAIT_MS, ...pending.map((m) => Date.parse(m.resultsReleaseAt)));
    return { kind: 'waiting', until: new Date(until).toISOString() };
  }
  const labels = new Map(shifts.map((m) => [m.id, m.shiftLabel ?? m.id]));
  const scores = await deps.store.shiftScores(shifts.map((m) => m.id));
  const entries = new Map<string, GroupEntry>();
  for (const t of normaliseShifts(scores))
    entries.set(t.member, {
      rawScore: t.raw,
      normalisedScore: t.normalised,
      shiftLiveMockId: t.shiftId,
      shiftLabel: labels.get(t.shiftId) ?? t.shiftId,
      shiftPercentile: t.shiftPercentile,
    });
  const current = await deps.store.save(group, generation, entries);
  return { kind: 'computed', generation, takers: entries.size, current };
}
