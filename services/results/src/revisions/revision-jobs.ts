import type { LiveAttemptRef } from '@ssc/contracts';
import { type Logger, type StorageOptions, unpackJson } from '@ssc/service-kit';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { TestPapers } from '../clients/test-papers';
import type { ItemAnalysisTrigger } from '../item-analysis/queue';
import { scoredEntry } from '../jobs/record-score';
import { revisedDeckChanges } from '../mistakes/deck-schedule';
import type { NormalisationTrigger } from '../normalisation/normalise-queue';
import type { ScoredResult } from '../scoring/score-attempt';
import { mapKey, type ResultsCollections } from '../store/collections';
import type { RedisKeys } from '../store/redis-keys';
import { fromResultDoc, type ResultDoc, toResultDoc } from '../store/result-doc';
import { userAttempts } from '../store/user-attempts';
import { moveStanding, withRerank } from './move-standing';
import { revisionStore } from './revision-store';
import { applyRulings } from './rulings';

/**
 * The re-scoring of a revision, as jobs of the scoring queue (same worker, retries and dead
 * letters as scoring). The plan job (one per revision) copies the test's rulings to Redis, sets
 * a CHANGE's key in the catalog for future attempts, finds every stored result whose paper holds
 * the question and queues them in chunks; each chunk job re-scores its attempts with ALL of the
 * test's rulings (revisions/rulings.ts), writes the changed results in bulk writes of 50 and moves
 * their ranks, lists and decks in one Redis MULTI. Job ids are per revision × chunk, and a result
 * records the revisions applied, so a repeated job changes nothing.
 */
export const REVISION_PLAN_JOB = 'revise-plan';
export const REVISION_CHUNK_JOB = 'revise-chunk';
/** Attempts per chunk job: one bulk write and one MULTI each. */
export const REVISION_CHUNK_SIZE = 250;

export const revisionPlanJob = z.object({ revisionId: z.string().min(1) });
export const revisionChunkJob = z.object({
  revisionId: z.string().min(1),
  testId: z.string().min(1),
  attemptIds: z.array(z.string().min(1)),
});
export type RevisionPlanJob = z.infer<typeof revisionPlanJob>;
export type RevisionChunkJob = z.infer<typeof revisionChunkJob>;
export type RevisionJob = RevisionPlanJob | RevisionChunkJob;

/** BullMQ ids may not contain `:`; revision ids are UUIDs. */
export const planJobId = (revisionId: string) => `revision-${revisionId}`;
const chunkJobId = (revisionId: string, n: number) => `revision-${revisionId}-${n}`;

export type RevisionDeps = {
  cols: Pick<ResultsCollections, 'results' | 'mistakeDecks' | 'revisions' | 'deadLetters'>;
  redis: Redis;
  keys: RedisKeys;
  storage: StorageOptions;
  clock: () => Date;
  papers: Pick<TestPapers, 'setKey'>;
  /** The scoring queue, for the chunk jobs. */
  queue: Queue<RevisionJob>;
  normalisation?: NormalisationTrigger;
  /** Told once a revision's re-scoring of a test is done, so its item analysis is computed again. */
  itemAnalysis?: ItemAnalysisTrigger;
  logger: Logger;
};

export function revisionJobs(deps: RevisionDeps) {
  const store = revisionStore(deps.cols.revisions, deps.redis, deps.keys);
  const lists = userAttempts(deps.redis, deps.keys);
  withRerank(deps.redis);

  async function finish(revisionId: string, testId: string): Promise<void> {
    if (await store.finishIfDone(revisionId)) await deps.itemAnalysis?.resultsChanged(testId);
  }

  async function plan(job: RevisionPlanJob): Promise<{ affected: number }> {
    const doc = await deps.cols.revisions.findOne({ _id: job.revisionId });
    if (!doc) throw new Error(`Answer-key revision ${job.revisionId} not found`);
    await store.mirror(doc.testId);
    // Future attempts are scored with the new key; past ones keep theirs and the ruling applies on top.
    if (doc.decision === 'CHANGE' && doc.correctAnswers[0])
      await deps.papers.setKey(doc.questionId, doc.correctAnswers[0]);
    const affected: string[] = [];
    const cursor = deps.cols.results.find({ testId: doc.testId });
    for await (const stored of cursor) if (holdsQuestion(stored, doc.questionId)) affected.push(stored._id);
    affected.sort();
    await deps.redis.hset(deps.keys.revision(doc._id), 'affected', affected.length);
    const chunks: RevisionChunkJob[] = [];
    for (let i = 0; i < affected.length; i += REVISION_CHUNK_SIZE)
      chunks.push({
        revisionId: doc._id,
        testId: doc.testId,
        attemptIds: affected.slice(i, i + REVISION_CHUNK_SIZE),
      });
    if (chunks.length > 0)
      await deps.queue.addBulk(
        chunks.map((data, n) => ({
          name: REVISION_CHUNK_JOB,
          data,
          opts: { jobId: chunkJobId(doc._id, n) },
        })),
      );
    await deps.cols.revisions.updateOne({ _id: doc._id }, { $set: { affected: affected.length } });
    await finish(doc._id, doc.testId);
    return { affected: affected.length };
  }

  async function chunk(job: RevisionChunkJob): Promise<{ rescored: number; failed: number }> {
    // Every ruling of the test, from the record: the result never depends on which job ran first.
    const rulings = await store.fromRecord(job.testId);
    const docs = await Promise.all(job.attemptIds.map((id) => deps.cols.results.findOne({ _id: id })));
    const done: { before: number; result: ScoredResult }[] = [];
    const failed: { attemptId: string; reason: string }[] = [];
    const writes: { updateOne: { filter: { _id: string }; update: { $set: Partial<ResultDoc> } } }[] = [];
    docs.forEach((doc, i) => {
      const attemptId = job.attemptIds[i] as string;
      if (!doc) {
        failed.push({ attemptId, reason: 'The result is no longer stored' });
        return;
      }
      try {
        const stored = fromResultDoc(doc);
        const { result, changed } = applyRulings(stored, rulings);
        if (changed) {
          const next = toResultDoc(result, deps.storage);
          writes.push({
            updateOne: {
              filter: { _id: attemptId },
              update: { $set: { score: next.score, body: next.body } },
            },
          });
        }
        done.push({ before: stored.score, result });
      } catch (err) {
        failed.push({
          attemptId,
          reason: `The result could not be re-scored: ${err instanceof Error ? err.message : String(err)}`,
        });
      }
    });
    await inGroups(writes, (group) => deps.cols.results.bulkWrite(group, { ordered: false }));

    const tx = deps.redis.multi();
    for (const { before, result } of done) {
      moveStanding(tx, deps.keys, before, result);
      lists.recordScored(tx, result.userId, scoredEntry(result));
    }
    if (done.length > 0) {
      tx.sadd(deps.keys.revisionRescored(job.revisionId), ...done.map((d) => d.result.attemptId));
      tx.srem(deps.keys.revisionFailed(job.revisionId), ...done.map((d) => d.result.attemptId));
    }
    if (failed.length > 0)
      tx.sadd(deps.keys.revisionFailed(job.revisionId), ...failed.map((f) => f.attemptId));
    const replies = (await tx.exec()) ?? [];
    const error = replies.find(([err]) => err)?.[0];
    if (error) throw error;

    await Promise.all(failed.map((f) => deadLetter(job.revisionId, f.attemptId, f.reason, job)));
    await reviseDecks(done.map((d) => d.result));
    // A shift's re-scored results are normalised again with their group (once per group here).
    const groups = new Map<string, LiveAttemptRef>();
    for (const { result } of done)
      if (result.liveMock?.shiftGroup) groups.set(result.liveMock.shiftGroup, result.liveMock);
    for (const live of groups.values()) await deps.normalisation?.resultRecorded(live);
    await finish(job.revisionId, job.testId);
    return { rescored: done.length, failed: failed.length };
  }

  /** The decks of these results' takers, for the questions a ruling touched (deck-schedule.ts). */
  async function reviseDecks(results: ScoredResult[]): Promise<void> {
    const touched = results.filter((r) => r.keyAsSat && Object.keys(r.keyAsSat).length > 0);
    const users = [...new Set(touched.map((r) => r.userId))];
    const decks = new Map(
      (await Promise.all(users.map((id) => deps.cols.mistakeDecks.findOne({ _id: id })))).map((d, i) => [
        users[i],
        d,
      ]),
    );
    const sets = new Map<string, Record<string, unknown>>();
    for (const result of touched) {
      const ruled = new Set(Object.keys(result.keyAsSat ?? {}));
      const cards = { ...(decks.get(result.userId)?.cards ?? {}) };
      const changes = revisedDeckChanges(
        cards,
        mapKey,
        result.questionAttempts.filter((a) => ruled.has(a.questionId)),
        result.submittedAt,
      );
      const set = sets.get(result.userId) ?? {};
      for (const [key, card] of Object.entries(changes)) set[`cards.${key}`] = card;
      sets.set(result.userId, set);
    }
    const writes = [...sets]
      .filter(([, set]) => Object.keys(set).length > 0)
      .map(([userId, set]) => ({
        updateOne: { filter: { _id: userId }, update: { $set: set }, upsert: true },
      }));
    await inGroups(writes, (group) => deps.cols.mistakeDecks.bulkWrite(group, { ordered: false }));
  }

  async function deadLetter(revisionId: string, attemptId: string, reason: string, payload: unknown) {
    await deps.cols.deadLetters.updateOne(
      { _id: `revision-job:${revisionId}:${attemptId}` },
      {
        $set: {
          source: 'revision-job',
          attemptId,
          reason,
          attempts: 1,
          payload,
          createdAt: deps.clock().toISOString(),
        },
      },
      { upsert: true },
    );
    deps.logger.error({ revisionId, attemptId, reason }, 'answer-key re-scoring failed for an attempt');
  }

  /** A chunk job that failed for good: its attempts count as failed, each with a dead letter. */
  async function chunkFailed(job: RevisionChunkJob, reason: string): Promise<void> {
    const rescored = new Set(await deps.redis.smembers(deps.keys.revisionRescored(job.revisionId)));
    const left = job.attemptIds.filter((id) => !rescored.has(id));
    if (left.length > 0) await deps.redis.sadd(deps.keys.revisionFailed(job.revisionId), ...left);
    await Promise.all(left.map((id) => deadLetter(job.revisionId, id, reason, job)));
    await finish(job.revisionId, job.testId);
  }

  return { plan, chunk, chunkFailed };
}

/**
 * Bulk writes of at most 50 operations, one after another: FerretDB 1.24 (SQLite) never answers
 * an update command of 100 or more (measured; 50 take ~60 ms), and it runs one write at a time anyway.
 */
export const BULK_GROUP = 50;
async function inGroups<T>(ops: T[], write: (group: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < ops.length; i += BULK_GROUP) await write(ops.slice(i, i + BULK_GROUP));
}

/** Whether a stored result's paper has the question (without building the whole result). */
function holdsQuestion(doc: ResultDoc, questionId: string): boolean {
  if (!('body' in doc)) return fromResultDoc(doc).questionAttempts.some((a) => a.questionId === questionId);
  const body = unpackJson(doc.body) as { answers: (unknown[] | { questionId: string })[] };
  return body.answers.some((a) => (Array.isArray(a) ? a[0] === questionId : a.questionId === questionId));
}
