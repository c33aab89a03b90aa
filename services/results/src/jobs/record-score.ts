import type { Answer, AnyEnvelope, resultEvents } from '@ssc/contracts';
import { createBulkBatcher, isDuplicateKeyError, type StorageOptions } from '@ssc/service-kit';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { recordQuestionTimes } from '../analysis/time-medians';
import type { QuestionBank } from '../clients/question-bank';
import { recordMistakes } from '../mistakes/deck-store';
import { appendToOutbox } from '../outbox/result-outbox';
import { heldUntil, rankFirstAttempt } from '../ranking/held-ranks';
import { moveStanding, withRerank } from '../revisions/move-standing';
import { readRulings } from '../revisions/revision-store';
import { applyRulings, type Ruling } from '../revisions/rulings';
import { type ScoredResult, scoreAttempt } from '../scoring/score-attempt';

import type { ResultsCollections } from '../store/collections';
import type { RedisKeys } from '../store/redis-keys';
import { fromResultDoc, type ResultDoc, toResultDoc } from '../store/result-doc';
import { type AttemptEntry, liveEntryFields, userAttempts } from '../store/user-attempts';
import type { ScoreJob } from './score-queue';

/**
 * Where a scoring run is between its writes (tests interrupt it there): `result` after the
 * result insert, `ranking` after the answer-key rulings were read again, just before the MULTI.
 */
export type ScoringStep = 'result' | 'ranking';

/** The database write of a scoring run; the worker's version shares round trips between jobs. */
export type ScoringWrites = {
  result(doc: ResultDoc): Promise<void>;
};

export type ScoringDeps = {
  cols: Pick<ResultsCollections, 'results' | 'mistakeDecks'>;
  redis: Redis;
  keys: RedisKeys;
  questions: QuestionBank;
  /** Topic of ResultComputed (TOPICS.results outside tests). */
  resultsTopic: string;
  clock: () => Date;
  /** Packed bodies and group commit on FerretDB, neither on MongoDB (service-kit `storeProfile`). */
  storage: StorageOptions;
  /** By default one command per write (`groupedWrites` batches them). */
  writes?: ScoringWrites;
  afterStep?: (step: ScoringStep, attemptId: string) => Promise<void>;
};

/** `repeated`: the result was already stored (an earlier run, or a duplicate job); its follow-ups were repeated. */
export type ScoreOutcome = { repeated: boolean; score: number; countsForRank: boolean };

export const scoredEntry = (r: ScoredResult): AttemptEntry => ({
  attemptId: r.attemptId,
  testId: r.testId,
  title: r.title,
  testType: r.testType,
  examType: r.examType,
  attemptNumber: r.attemptNumber,
  countsForRank: r.countsForRank,
  startedAt: r.startedAt,
  submittedAt: r.submittedAt,
  status: 'SCORED',
  score: r.score,
  totalMarks: r.totalMarks,
  percentage: r.percentage,
  ...liveEntryFields(r.liveMock, r.durationMinutes),
});

export function resultComputedEnvelope(r: ScoredResult): AnyEnvelope {
  const data: z.infer<typeof resultEvents.ResultComputed>['data'] = {
    attemptId: r.attemptId,
    userId: r.userId,
    testId: r.testId,
    testType: r.testType,
    score: r.score,
    totalMarks: r.totalMarks,
    percentage: r.percentage,
    countsForRank: r.countsForRank,
    computedAt: r.computedAt,
  };
  // One id per attempt: a re-published duplicate is the same event to consumers.
  return {
    id: `ResultComputed:${r.attemptId}`,
    type: 'ResultComputed',
    version: 1,
    occurredAt: r.computedAt,
    key: r.attemptId,
    data,
  };
}

export function directWrites(cols: ScoringDeps['cols']): ScoringWrites {
  return {
    async result(doc) {
      await cols.results.insertOne(doc);
    },
  };
}

/** Concurrent jobs' inserts leave together (FerretDB runs one write at a time): `storage.groupCommit`. */
export function groupedWrites(cols: ScoringDeps['cols']): ScoringWrites {
  const results = createBulkBatcher(cols.results, 50);
  return { result: (doc) => results.write({ insertOne: { document: doc } }) };
}

/** The result with these rulings, written back when that changes it (same bytes as a re-scoring job's). */
async function withRulings(
  deps: ScoringDeps,
  result: ScoredResult,
  rulings: readonly Ruling[],
): Promise<ScoredResult> {
  const { result: next, changed } = applyRulings(result, rulings);
  if (!changed) return result;
  const doc = toResultDoc(next, deps.storage);
  await deps.cols.results.updateOne({ _id: doc._id }, { $set: { score: doc.score, body: doc.body } });
  return next;
}

async function withLatestStanding(deps: ScoringDeps, result: ScoredResult): Promise<ScoredResult> {
  const next = await withRulings(deps, result, await readRulings(deps.redis, deps.keys, result.testId));
  if (next === result) return result;
  withRerank(deps.redis);
  const tx = deps.redis.multi();
  moveStanding(tx, deps.keys, result.score, next);
  userAttempts(deps.redis, deps.keys).recordScored(tx, next.userId, scoredEntry(next));
  const failed = ((await tx.exec()) ?? []).find(([err]) => err);
  if (failed?.[0]) throw failed[0];
  return next;
}

/**
 * Scores one submitted attempt, exactly once in effect. The result document is inserted first:
 * its `_id` (the attempt id) makes a second insert fail, and a run that finds it there carries
 * on with the stored result instead of its own. Everything after is one idempotent MULTI: it
 * puts a first attempt in the ranking and a live attempt in its mock's live ranking (ZADD NX:
 * a reprocess cannot move it), sets the user's
 * list entry to SCORED (one hash field, never a count) and appends ResultComputed to the outbox
 * (same envelope id every time), and adds a first attempt's times per question to its test's
 * histogram (once per attempt id, time-medians.ts). So a run that dies anywhere is just run again, and a duplicate
 * job repeats the follow-ups of the stored result without changing it.
 */
export async function recordScore(deps: ScoringDeps, job: ScoreJob): Promise<ScoreOutcome> {
  const writes = deps.writes ?? directWrites(deps.cols);
  const bank = await deps.questions.get(job.answers.map((a) => a.questionId));
  const key = new Map<string, Answer>();
  for (const [id, q] of bank) if (q) key.set(id, q.correctAnswer);

  // The test's answer-key rulings apply to every attempt, also to those sat after them
  // (docs/answer-key.md): the catalog's key changes only for CHANGE, and not in every cache at once.
  const rulingsBefore = await readRulings(deps.redis, deps.keys, job.testId);
  let result = applyRulings(scoreAttempt(job, key, deps.clock()), rulingsBefore).result;
  let repeated = false;
  try {
    await writes.result(toResultDoc(result, deps.storage));
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    const stored = await deps.cols.results.findOne({ _id: job.attemptId });
    if (!stored) throw err;
    result = fromResultDoc(stored);
    repeated = true;
  }
  await deps.afterStep?.('result', job.attemptId);
  // A revision decided while this ran may have looked for the test's results before this one
  // was stored: read the rulings again now that it is, and apply what came in meanwhile (also to
  // a result an earlier run stored). Nothing new: nothing is written.
  result = await withRulings(deps, result, await readRulings(deps.redis, deps.keys, job.testId));
  await deps.afterStep?.('ranking', job.attemptId);

  const tx = deps.redis.multi();
  if (result.countsForRank)
    rankFirstAttempt(tx, deps.keys, { ...result, releaseAt: heldUntil(result) }, deps.clock());
  // Everyone's time per question (first attempts, once each): the result page's medians.
  if (result.countsForRank) recordQuestionTimes(tx, deps.keys, result);
  // Every live attempt is ranked among its mock's takers (one per taker); practice never is.
  if (result.liveMock)
    tx.zadd(deps.keys.liveRank(result.liveMock.liveMockId), 'NX', result.score, result.userId);
  userAttempts(deps.redis, deps.keys).recordScored(tx, result.userId, scoredEntry(result));
  appendToOutbox(tx, deps.keys.outbox, deps.resultsTopic, resultComputedEnvelope(result));
  const replies = (await tx.exec()) ?? [];
  const failed = replies.find(([err]) => err);
  if (failed?.[0]) throw failed[0];
  // A revision's chunk may have moved the standings before this MULTI put the unrevised score
  // in (its ZADD NX then finds nothing to move). The rulings copy is written before a revision's
  // plan is queued, so a read now either sees the ruling, and this run moves its own standing,
  // or came before it, and the chunk's update finds this run's entries.
  result = await withLatestStanding(deps, result);
  // Idempotent (a card remembers the submission that last changed it), so a rerun is harmless.
  await recordMistakes(deps.cols.mistakeDecks, result);
  return { repeated, score: result.score, countsForRank: result.countsForRank };
}
