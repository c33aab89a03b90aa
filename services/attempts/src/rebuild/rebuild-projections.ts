import { isDeepStrictEqual } from 'node:util';
import { payloadEncoder, type StorageOptions } from '@ssc/service-kit';
import type { Connection } from 'mongoose';
import type { AttemptState } from '../domain/attempt-types';
import { evolve } from '../domain/evolve';
import {
  ATTEMPT_COUNTERS_ID,
  type AttemptCollections,
  type AttemptIndexEntry,
  attemptCollections,
  type EventDoc,
  indexEntryOf,
  toEvent,
  toProjectionDoc,
  toState,
} from '../store/collections';

export type Mismatch = {
  collection: 'attempts' | 'user_attempts' | 'counters' | 'attempt_events';
  id: string;
  problem: string;
};
export type RebuildReport = { streams: number; events: number; mismatches: Mismatch[]; written: number };

/** One attempt's events, in seq order, folded with `evolve`; a gap in the seqs is an error. */
export function foldStream(docs: readonly EventDoc[]): AttemptState {
  let state: AttemptState | null = null;
  docs.forEach((doc, i) => {
    if (doc.seq !== i + 1) throw new Error(`event ${doc._id}: expected seq ${i + 1}`);
    state = evolve(state, toEvent(doc));
  });
  if (!state) throw new Error('an empty stream has no state');
  return state;
}

/**
 * The stored projection is a snapshot that may be some events behind (loads fold the rest), so
 * it is compared with the fold of the events up to its own version.
 */
function snapshotProblem(live: AttemptState | null, docs: readonly EventDoc[]): string | null {
  if (!live) return 'no projection';
  if (live.version > docs.length) return `projection at version ${live.version}, only ${docs.length} events`;
  return same(live, foldStream(docs.slice(0, live.version)))
    ? null
    : `projection differs from the fold at version ${live.version}`;
}

const same = (a: unknown, b: unknown) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));

/**
 * Refolds every stream of `attempt_events` (a full scan, fine offline) into the `attempts`
 * projections (brought fully up to date), the per-user attempt index and the counters. With
 * `check` nothing is written: each difference from the live collections is reported instead.
 */
export async function rebuildProjections(
  connection: Connection,
  opts: { check: boolean; storage: Pick<StorageOptions, 'packedPayloads'> },
): Promise<RebuildReport> {
  const encode = payloadEncoder(opts.storage);
  const cols = attemptCollections(connection);
  const report: RebuildReport = { streams: 0, events: 0, mismatches: [], written: 0 };
  const byUser = new Map<string, Record<string, AttemptIndexEntry>>();
  const counters = { total: 0, inProgress: 0 };
  const folded = new Set<string>();

  const finish = async (docs: EventDoc[]) => {
    const attemptId = docs[0]?.attemptId;
    if (!attemptId) return;
    report.streams += 1;
    folded.add(attemptId);
    let state: AttemptState;
    try {
      state = foldStream(docs);
    } catch (err) {
      report.mismatches.push({
        collection: 'attempt_events',
        id: attemptId,
        problem: (err as Error).message,
      });
      return;
    }
    byUser.set(state.userId, { ...byUser.get(state.userId), [state.id]: indexEntryOf(state) });
    counters.total += 1;
    if (state.status === 'IN_PROGRESS') counters.inProgress += 1;
    const live = toState(await cols.projections.findOne({ _id: attemptId }));
    if (opts.check) {
      const problem = snapshotProblem(live, docs);
      if (problem) report.mismatches.push({ collection: 'attempts', id: attemptId, problem });
    } else if (!same(live, state)) {
      await cols.projections.replaceOne({ _id: attemptId }, toProjectionDoc(state, encode), { upsert: true });
      report.written += 1;
    }
  };

  let stream: EventDoc[] = [];
  for await (const doc of cols.events.find({}).sort({ _id: 1 })) {
    report.events += 1;
    if (stream[0] && stream[0].attemptId !== doc.attemptId) {
      await finish(stream);
      stream = [];
    }
    stream.push(doc);
  }
  await finish(stream);

  for await (const doc of cols.projections.find({}, { projection: { _id: 1 } })) {
    if (!folded.has(doc._id))
      report.mismatches.push({ collection: 'attempts', id: doc._id, problem: 'projection without events' });
  }
  await reconcileIndex(cols, byUser, opts.check, report);
  const live = await cols.counters.findOne({ _id: ATTEMPT_COUNTERS_ID });
  if (!same({ total: live?.total ?? 0, inProgress: live?.inProgress ?? 0 }, counters)) {
    if (opts.check)
      report.mismatches.push({
        collection: 'counters',
        id: ATTEMPT_COUNTERS_ID,
        problem: `live ${JSON.stringify({ total: live?.total, inProgress: live?.inProgress })}, events ${JSON.stringify(counters)}`,
      });
    else {
      await cols.counters.replaceOne({ _id: ATTEMPT_COUNTERS_ID }, counters, { upsert: true });
      report.written += 1;
    }
  }
  return report;
}

async function reconcileIndex(
  cols: AttemptCollections,
  byUser: Map<string, Record<string, AttemptIndexEntry>>,
  check: boolean,
  report: RebuildReport,
) {
  const seen = new Set<string>();
  for await (const doc of cols.userAttempts.find({})) {
    seen.add(doc._id);
    const rebuilt = byUser.get(doc._id) ?? {};
    if (same(doc.attempts, rebuilt)) continue;
    if (check)
      report.mismatches.push({
        collection: 'user_attempts',
        id: doc._id,
        problem: 'index differs from the events',
      });
    else {
      await cols.userAttempts.replaceOne({ _id: doc._id }, { attempts: rebuilt });
      report.written += 1;
    }
  }
  for (const [userId, attempts] of byUser) {
    if (seen.has(userId)) continue;
    if (check) report.mismatches.push({ collection: 'user_attempts', id: userId, problem: 'no index' });
    else {
      await cols.userAttempts.replaceOne({ _id: userId }, { attempts }, { upsert: true });
      report.written += 1;
    }
  }
}
