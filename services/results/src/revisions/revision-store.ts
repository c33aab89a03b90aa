import type { AnswerKeyRevision, REVISION_STATUSES } from '@ssc/contracts';
import type { Redis } from 'ioredis';
import type { Collection } from 'mongoose';
import type { RedisKeys } from '../store/redis-keys';
import type { Ruling } from './rulings';

/**
 * One answer-key revision (`answer_key_revisions`, `_id` = revision id). The objections pages
 * read this exact shape. `affected`, `rescored` and `failed` are folded in from Redis counters
 * when the re-scoring is done (status DONE); while it runs, GET reads them live from Redis.
 */
export type RevisionDoc = Omit<Ruling, 'revisionId'> & {
  _id: string;
  testId: string;
  status: (typeof REVISION_STATUSES)[number];
  affected: number;
  rescored: number;
  failed: number;
  createdAt: string;
};

export const toRuling = (doc: RevisionDoc): Ruling => ({
  revisionId: doc._id,
  questionId: doc.questionId,
  questionNumber: doc.questionNumber,
  decision: doc.decision,
  correctAnswers: doc.correctAnswers,
  language: doc.language,
  note: doc.note,
  decidedAt: doc.decidedAt,
});

/** A test's rulings from the Redis copy (the scoring worker's read, one HGETALL). */
export async function readRulings(
  redis: Redis,
  keys: Pick<RedisKeys, 'rulings'>,
  testId: string,
): Promise<Ruling[]> {
  const all = await redis.hgetall(keys.rulings(testId));
  return Object.values(all).map((json) => JSON.parse(json) as Ruling);
}

export type RevisionProgress = { affected: number | null; rescored: number; failed: number };

export type RevisionStore = ReturnType<typeof revisionStore>;

/**
 * The revisions of a test: the collection is the record, a Redis hash per test its copy for the
 * scoring worker (one HGETALL per scoring job instead of a FerretDB scan). The copy is written
 * after the record and rewritten from it by every revision's plan job and by `npm run rerank`.
 */
export function revisionStore(
  revisions: Collection<RevisionDoc>,
  redis: Redis,
  keys: Pick<RedisKeys, 'rulings' | 'revision' | 'revisionRescored' | 'revisionFailed'>,
) {
  async function fromRecord(testId: string): Promise<Ruling[]> {
    return (await revisions.find({ testId }).toArray()).map(toRuling);
  }
  return {
    fromRecord,
    /** The test's rulings as the scoring worker reads them (the Redis copy). */
    rulingsOf: (testId: string): Promise<Ruling[]> => readRulings(redis, keys, testId),
    /** Rewrites the Redis copy of a test's rulings from the record. */
    async mirror(testId: string): Promise<Ruling[]> {
      const rulings = await fromRecord(testId);
      if (rulings.length > 0)
        await redis.hset(
          keys.rulings(testId),
          Object.fromEntries(rulings.map((r) => [r.revisionId, JSON.stringify(r)])),
        );
      return rulings;
    },
    async progress(revisionId: string): Promise<RevisionProgress> {
      const [affected, rescored, failed] = await redis
        .multi()
        .hget(keys.revision(revisionId), 'affected')
        .scard(keys.revisionRescored(revisionId))
        .scard(keys.revisionFailed(revisionId))
        .exec()
        .then((replies) => (replies ?? []).map(([, v]) => v));
      return {
        affected: affected === null || affected === undefined ? null : Number(affected),
        rescored: Number(rescored ?? 0),
        failed: Number(failed ?? 0),
      };
    },
    /**
     * Once every affected attempt is re-scored or has failed, the counters go into the record and
     * it reads DONE (idempotent: a second call writes the same). Returns whether it is done.
     */
    async finishIfDone(revisionId: string): Promise<boolean> {
      const p = await this.progress(revisionId);
      if (p.affected === null || p.rescored + p.failed < p.affected) return false;
      await revisions.updateOne(
        { _id: revisionId },
        { $set: { status: 'DONE', affected: p.affected, rescored: p.rescored, failed: p.failed } },
      );
      return true;
    },
  };
}

export function toAnswerKeyRevision(doc: RevisionDoc, live: RevisionProgress | null): AnswerKeyRevision {
  const { _id, createdAt: _c, ...rest } = doc;
  return {
    ...rest,
    id: _id,
    revisionId: _id,
    ...(live && doc.status === 'RUNNING'
      ? { affected: live.affected ?? 0, rescored: live.rescored, failed: live.failed }
      : {}),
  };
}

/** Rewrites the Redis copy of every test's rulings (or one test's) from the record: `npm run rerank`. */
export async function mirrorAllRulings(
  revisions: Collection<RevisionDoc>,
  redis: Redis,
  keys: Pick<RedisKeys, 'rulings'>,
  onlyTest?: string,
): Promise<number> {
  const byTest = new Map<string, Record<string, string>>();
  for (const doc of await revisions.find(onlyTest ? { testId: onlyTest } : {}).toArray()) {
    const rulings = byTest.get(doc.testId) ?? {};
    rulings[doc._id] = JSON.stringify(toRuling(doc));
    byTest.set(doc.testId, rulings);
  }
  for (const [testId, rulings] of byTest) await redis.hset(keys.rulings(testId), rulings);
  return byTest.size;
}
