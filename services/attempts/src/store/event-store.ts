import {
  createBulkBatcher,
  isDuplicateKeyError,
  LruMap,
  payloadEncoder,
  ServiceUnavailableError,
  type StorageOptions,
} from '@ssc/service-kit';
import type { Connection } from 'mongoose';
import type { AttemptEvent, AttemptState } from '../domain/attempt-types';
import { evolve } from '../domain/evolve';
import type { OutboxLog } from '../outbox/outbox-log';
import { afterAppend, snapshotDue } from './after-append';
import { directWrites, groupedWrites } from './append-writes';
import { attemptCollections, type EventDoc, eventId, toEvent, toState } from './collections';
import { createKeyedLock } from './keyed-lock';

/** Tries of one command while other instances keep appending to the same attempt first. */
const MAX_TRIES = 10;
/** Retry at once first (the other writer is usually done); then spread out writers that keep colliding. */
const backoff = (tries: number) =>
  tries <= 2 ? Promise.resolve() : new Promise((r) => setTimeout(r, Math.random() * 4 * tries));
/**
 * How long a load that found no attempt spares the next command its reads. A start reads the
 * attempt (to return one already started) and then starts it: on a miss that was four reads
 * for nothing, 167 a second at a live mock's start. Another instance creating it meanwhile
 * makes the insert a conflict, which catches up as usual.
 */
const ABSENT_MS = 2_000;
/** Catch-up reads in flight at once (a snapshot is at most `snapshotEvery` events behind). */
const CATCH_UP_CHUNK = 16;

export type Decider = (state: AttemptState | null) => AttemptEvent[];
export type Executed = { state: AttemptState | null; events: AttemptEvent[] };

export type AttemptStore = {
  /**
   * The attempt as this instance knows it: cached, or the snapshot plus the events after it.
   * `fresh` also picks up events another instance appended since (one point read if none).
   * Read-only: events it folds in are re-recorded in the outbox by the next `execute`.
   */
  load(attemptId: string, opts?: { fresh?: boolean }): Promise<AttemptState | null>;
  /**
   * Decides on the current state and appends the events, serialised per attempt in this process;
   * a conflict with another instance catches up and decides again. Routes never see the storage.
   */
  execute(attemptId: string, decide: Decider): Promise<Executed>;
};

/**
 * A cached state, the version of the stored snapshot it was last compared with, and the events
 * a read folded in that a command has yet to re-record in the outbox.
 */
type Cached = { state: AttemptState; projected: number; unrecorded: EventDoc[] };

/**
 * The write path of docs/attempts.md: load (cache, or snapshot + catch-up by point reads of
 * seq+1, seq+2… until a miss) → decide → insert the events (`_id` = attemptId:seq, so a
 * duplicate is the optimistic-concurrency conflict) → outbox → snapshot when due. With a warm
 * cache an answer is two small inserts by `_id` and no read. Events folded in by a catch-up are
 * recorded in the outbox again by the next command (ignored while still pending, else published
 * twice under the same id): an event whose writer died before its outbox insert is still
 * published. Only those not known to be there: each event carries the seq through which its
 * writer knew the outbox complete (`rt`), so a cold load re-records the last event or two, not
 * everything since the snapshot (at a live mock's close the deadline worker re-recorded ~16
 * events per attempt). Reads never write; the deadline worker's command settles an attempt
 * nobody writes to. Single-event
 * inserts (answers, the common case) and the writes after them go through group commits
 * (service-kit bulk-batcher.ts, append-writes.ts). Packing and group commit are FerretDB
 * workarounds, on only when the service is connected to FerretDB (service-kit
 * store-workarounds.ts): there a 100-question AttemptSubmitted cost ~4 ms to insert and ~6 ms
 * to scan as sub-documents, ~0.3 ms packed, and the single write thread makes shared commands
 * most of the throughput. On MongoDB each write is one command of plain sub-documents.
 */
export function createAttemptStore(deps: {
  connection: Connection;
  topic: string;
  /** This process's outbox (outbox-log.ts), published by its relay. */
  outbox: OutboxLog;
  cacheSize?: number;
  snapshotEvery?: number;
  clock?: () => Date;
  /** Packed payloads and group commit on FerretDB, neither on MongoDB (service-kit store-workarounds.ts). */
  storage: StorageOptions;
}): AttemptStore {
  const cols = attemptCollections(deps.connection);
  const clock = deps.clock ?? (() => new Date());
  const every = deps.snapshotEvery ?? 25;
  const cache = new LruMap<string, Cached>(deps.cacheSize ?? 5_000);
  const lock = createKeyedLock();
  const absent = new LruMap<string, number>(10_000);
  const { storage } = deps;
  const encode = payloadEncoder(storage);
  // Group commit of single-event appends (one per attempt at a time, thanks to the lock) and of
  // the writes that follow them, or one command each.
  const eventInserts = storage.groupCommit
    ? createBulkBatcher(cols.events, 200) // inserts only: no per-statement reads
    : {
        write: async (op: { insertOne: { document: EventDoc } }) =>
          void (await cols.events.insertOne(op.insertOne.document)),
      };
  const writes = storage.groupCommit ? groupedWrites(cols, deps.outbox) : directWrites(cols, deps.outbox);

  /**
   * Folds the events after `from`, reading them by id a chunk at a time until a miss. `caught`
   * holds those not known to be in the outbox: above every folded event's recorded-through mark.
   */
  async function catchUp(attemptId: string, from: AttemptState | null) {
    let state = from;
    const folded: EventDoc[] = [];
    const result = () => {
      const recorded = Math.max(0, ...folded.map((doc) => doc.rt ?? 0));
      return { state, caught: folded.filter((doc) => doc.seq > recorded) };
    };
    // One read first (usually the miss), then a chunk at a time.
    for (let next = (from?.version ?? 0) + 1, chunk = 1; ; next += chunk, chunk = CATCH_UP_CHUNK) {
      const docs = await Promise.all(
        Array.from({ length: chunk }, (_, i) => cols.events.findOne({ _id: eventId(attemptId, next + i) })),
      );
      for (const doc of docs) {
        if (!doc) return result();
        folded.push(doc);
        state = evolve(state, toEvent(doc));
      }
    }
  }

  /** A command that appended nothing: re-record what was caught, snapshot when due, cache. */
  async function settle(state: AttemptState | null, caught: EventDoc[], projected: number) {
    if (!state) return null;
    const snapshot = caught.length > 0 && snapshotDue(caught, state.version, projected, every);
    if (caught.length > 0)
      await afterAppend(deps.topic, state, {
        outbox: caught,
        counted: [],
        snapshot,
        now: clock(),
        writes,
        encode,
      });
    cache.set(state.id, { state, projected: snapshot ? state.version : projected, unrecorded: [] });
    return state;
  }

  /** Cache, else snapshot; `fresh` (or a miss) catches up. Writes nothing. */
  async function loadUnlocked(attemptId: string, fresh: boolean): Promise<Cached | undefined> {
    let cached = cache.get(attemptId);
    if (cached && !fresh) return cached;
    if (!cached) {
      const stored = toState(await cols.projections.findOne({ _id: attemptId }));
      cached = stored ? { state: stored, projected: stored.version, unrecorded: [] } : undefined;
    }
    const { state, caught } = await catchUp(attemptId, cached?.state ?? null);
    if (!state) {
      absent.set(attemptId, Date.now());
      return undefined;
    }
    if (caught.length === 0 && cached) {
      cache.set(attemptId, cached);
      return cached;
    }
    const next = {
      state,
      projected: cached?.projected ?? 0,
      unrecorded: [...(cached?.unrecorded ?? []), ...caught],
    };
    cache.set(attemptId, next);
    return next;
  }

  /** `recorded`: the seq through which this attempt's events are known to be in the outbox. */
  async function append(
    attemptId: string,
    before: AttemptState | null,
    events: AttemptEvent[],
    recorded: number,
  ) {
    const base = before?.version ?? 0;
    const occurredAt = clock().toISOString();
    const docs = events.map(
      (event, i): EventDoc => ({
        _id: eventId(attemptId, base + i + 1),
        attemptId,
        seq: base + i + 1,
        type: event.type,
        occurredAt,
        data: encode(event.data),
        rt: recorded,
      }),
    );
    // Ordered: on a conflict at event k the earlier ones stay, and the catch-up folds them in.
    if (docs.length === 1 && docs[0]) await eventInserts.write({ insertOne: { document: docs[0] } });
    else await cols.events.insertMany(docs, { ordered: true });
    return docs;
  }

  async function executeUnlocked(attemptId: string, decide: Decider): Promise<Executed> {
    const missedAt = absent.get(attemptId);
    absent.delete(attemptId);
    const loaded =
      missedAt !== undefined && Date.now() - missedAt < ABSENT_MS && !cache.get(attemptId)
        ? undefined
        : await loadUnlocked(attemptId, false);
    let state = loaded?.state ?? null;
    let projected = loaded?.projected ?? 0;
    const caught: EventDoc[] = [...(loaded?.unrecorded ?? [])];
    for (let tries = 1; ; tries++) {
      const events = decide(state);
      if (events.length === 0) return { state: await settle(state, caught, projected), events };
      let docs: EventDoc[];
      try {
        // Everything before the first event this command still has to record is in the outbox.
        const recorded =
          caught.length > 0 ? Math.min(...caught.map((d) => d.seq)) - 1 : (state?.version ?? 0);
        docs = await append(attemptId, state, events, recorded);
      } catch (err) {
        cache.delete(attemptId);
        if (!isDuplicateKeyError(err)) throw err;
        if (tries >= MAX_TRIES)
          throw new ServiceUnavailableError('This attempt is busy right now; please try again');
        const more = await catchUp(attemptId, state);
        state = more.state;
        caught.push(...more.caught);
        await backoff(tries);
        continue;
      }
      const after = events.reduce<AttemptState | null>(evolve, state);
      if (!after) throw new Error(`no state after appending to ${attemptId}`);
      const outbox = [...caught, ...docs];
      const snapshot = snapshotDue(outbox, after.version, projected, every);
      try {
        await afterAppend(deps.topic, after, {
          outbox,
          counted: docs,
          snapshot,
          now: clock(),
          writes,
          encode,
        });
      } catch (err) {
        // The events are in; the next load catches the outbox (and snapshot) up.
        cache.delete(attemptId);
        throw err;
      }
      if (snapshot) projected = after.version;
      cache.set(attemptId, { state: after, projected, unrecorded: [] });
      return { state: after, events };
    }
  }

  return {
    load: (attemptId, opts) =>
      lock.run(attemptId, async () => (await loadUnlocked(attemptId, opts?.fresh ?? false))?.state ?? null),
    execute: (attemptId, decide) => lock.run(attemptId, () => executeUnlocked(attemptId, decide)),
  };
}
