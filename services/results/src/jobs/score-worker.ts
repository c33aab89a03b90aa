import { deadLetterCounter, type Logger } from '@ssc/service-kit';
import { type Job, type Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { Counter, type Registry } from 'prom-client';
import type { TestPapers } from '../clients/test-papers';
import type { ResultsConfig } from '../config';
import type { ItemAnalysisTrigger } from '../item-analysis/queue';
import type { NormalisationTrigger } from '../normalisation/normalise-queue';
import {
  REVISION_CHUNK_JOB,
  REVISION_PLAN_JOB,
  type RevisionJob,
  revisionChunkJob,
  revisionJobs,
  revisionPlanJob,
} from '../revisions/revision-jobs';
import type { ResultsCollections } from '../store/collections';
import { userAttempts } from '../store/user-attempts';
import {
  directWrites,
  groupedWrites,
  recordScore,
  type ScoreOutcome,
  type ScoringDeps,
} from './record-score';
import { createScoreQueue, SCORE_QUEUE_NAME, type ScoreJob, scoreJob } from './score-queue';

export type ScoreWorker = Worker<ScoreJob, ScoreOutcome>;

/** What scoring counts in its process's metrics. */
export type ScoringCounters = { ranked(): void; deadLettered(): void };

/**
 * `ssc_results_ranked_total` (each new result recorded: scored, and ranked when it counts for
 * rank; a repeated job adds nothing) and `bullmq_dead_lettered_total{queue="score-attempt"}`.
 */
export function scoringCounters(registry: Registry): ScoringCounters {
  const ranked = new Counter({
    name: 'ssc_results_ranked_total',
    help: 'Results recorded by the scoring worker (scored, and ranked when they count for rank)',
    registers: [registry],
  });
  const deadLetters = deadLetterCounter(registry);
  return { ranked: () => ranked.inc(), deadLettered: () => deadLetters.inc(SCORE_QUEUE_NAME) };
}

const stringField = (data: unknown, field: 'attemptId' | 'userId' | 'liveMockId'): string | null => {
  const value = (data as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value : null;
};

/**
 * Runs `score-attempt` jobs (dist/worker.js; scale by adding processes). Several jobs run at
 * once, so one waiting on a slow catalog never holds the others. A job retries with exponential
 * backoff; one that fails for good — out of tries, a malformed payload, stalled too often — is
 * written to `dead_letters` with its reason, and the student's list entry is marked delayed.
 */
export function createScoreWorker(deps: {
  scoring: Omit<ScoringDeps, 'writes'>;
  cols: Pick<ResultsCollections, 'deadLetters' | 'revisions'>;
  redis: Redis;
  config: Pick<
    ResultsConfig,
    'QUEUE_PREFIX' | 'SCORING_CONCURRENCY' | 'SCORING_ATTEMPTS' | 'SCORING_BACKOFF_MS'
  >;
  /** The catalog, where a CHANGE ruling sets the key for future attempts. */
  papers: Pick<TestPapers, 'setKey'>;
  logger: Logger;
  /** Tests pass `false` and call `worker.run()` themselves. */
  autorun?: boolean;
  /** Told of every live result of a shift of a group, so the group is normalised. */
  normalisation?: NormalisationTrigger;
  /** Told of every first attempt recorded and every test re-scored, so its item analysis is computed again. */
  itemAnalysis?: ItemAnalysisTrigger;
  /** The process's counters (worker.ts); none by default. */
  counters?: ScoringCounters;
  /** Tests shorten these so a killed worker's job is picked up again quickly. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
}): ScoreWorker {
  const { cols, logger } = deps;
  const clock = deps.scoring.clock;
  const { cols: scoringCols, storage } = deps.scoring;
  const writes = storage.groupCommit ? groupedWrites(scoringCols) : directWrites(scoringCols);
  const scoring: ScoringDeps = { ...deps.scoring, writes };

  async function deadLetter(job: Job<ScoreJob, ScoreOutcome>, reason: string): Promise<void> {
    const attemptId = stringField(job.data, 'attemptId') ?? String(job.id);
    await cols.deadLetters.updateOne(
      { _id: `scoring-job:${attemptId}` },
      {
        $set: {
          source: 'scoring-job',
          attemptId,
          reason,
          attempts: Math.max(job.attemptsMade, job.attemptsStarted, 1),
          payload: job.data,
          createdAt: clock().toISOString(),
        },
      },
      { upsert: true },
    );
    // The student's results page stops saying "loading" and says the result is delayed.
    const userId = stringField(job.data, 'userId');
    if (userId) await userAttempts(deps.scoring.redis, deps.scoring.keys).markDelayed(userId, attemptId);
    // A live taker who cannot be scored no longer holds everyone's results back (ranked-release.ts).
    const liveMockId = liveMockIdOf(job.data);
    if (liveMockId) await deps.scoring.redis.sadd(deps.scoring.keys.liveDeadLetters(liveMockId), attemptId);
    deps.counters?.deadLettered();
    logger.error({ attemptId, reason }, 'scoring job dead-lettered');
  }

  // Answer-key revisions are re-scored by this worker too, as jobs of the same queue (revision-jobs.ts).
  const revisions = revisionJobs({
    cols: { ...scoringCols, ...cols },
    redis: deps.scoring.redis,
    keys: deps.scoring.keys,
    storage,
    clock,
    papers: deps.papers,
    queue: createScoreQueue(deps.config, deps.scoring.redis) as unknown as Queue<RevisionJob>,
    ...(deps.normalisation ? { normalisation: deps.normalisation } : {}),
    ...(deps.itemAnalysis ? { itemAnalysis: deps.itemAnalysis } : {}),
    logger,
  });

  async function revisionJob(job: Job<ScoreJob, ScoreOutcome>): Promise<ScoreOutcome> {
    const data: unknown = job.data;
    const lastTry = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (job.name === REVISION_PLAN_JOB) {
      const payload = revisionPlanJob.parse(data);
      try {
        await revisions.plan(payload);
      } catch (err) {
        if (lastTry) await revisionDeadLetter(job, payload.revisionId, err);
        throw err;
      }
    } else {
      const payload = revisionChunkJob.parse(data);
      try {
        await revisions.chunk(payload);
      } catch (err) {
        if (lastTry) await revisions.chunkFailed(payload, err instanceof Error ? err.message : String(err));
        throw err;
      }
    }
    // Not a score: the queue's listeners count only scoring jobs' outcomes.
    return { repeated: true, score: 0, countsForRank: false };
  }

  async function revisionDeadLetter(job: Job<ScoreJob, ScoreOutcome>, revisionId: string, err: unknown) {
    const reason = err instanceof Error ? err.message : String(err);
    await cols.deadLetters.updateOne(
      { _id: `revision-job:${revisionId}` },
      {
        $set: {
          source: 'revision-job',
          attemptId: null,
          reason,
          attempts: Math.max(job.attemptsMade, job.attemptsStarted, 1),
          payload: job.data,
          createdAt: clock().toISOString(),
        },
      },
      { upsert: true },
    );
    logger.error({ revisionId, reason }, 'answer-key revision plan dead-lettered');
  }

  const processor = async (job: Job<ScoreJob, ScoreOutcome>): Promise<ScoreOutcome> => {
    if (job.name === REVISION_PLAN_JOB || job.name === REVISION_CHUNK_JOB) return revisionJob(job);
    const payload = scoreJob.safeParse(job.data);
    if (!payload.success) {
      const issue = payload.error.issues[0];
      const reason = `The scoring job is malformed: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`;
      await deadLetter(job, reason);
      throw new UnrecoverableError(reason);
    }
    try {
      const outcome = await recordScore(scoring, payload.data);
      // After the result is ranked in its shift: the group's computation reads that ranking.
      if (payload.data.liveMock?.shiftGroup) await deps.normalisation?.resultRecorded(payload.data.liveMock);
      // Also on a repeated run: the run that stored the result may have died before asking.
      if (outcome.countsForRank) await deps.itemAnalysis?.resultsChanged(payload.data.testId);
      if (!outcome.repeated) deps.counters?.ranked();
      return outcome;
    } catch (err) {
      // Written before the job is marked failed, so a crash right after cannot lose it.
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1))
        await deadLetter(job, err instanceof Error ? err.message : String(err));
      throw err;
    }
  };

  const worker = new Worker<ScoreJob, ScoreOutcome>(SCORE_QUEUE_NAME, processor, {
    connection: deps.redis,
    prefix: deps.config.QUEUE_PREFIX,
    concurrency: deps.config.SCORING_CONCURRENCY,
    autorun: deps.autorun ?? true,
    ...(deps.lockDurationMs ? { lockDuration: deps.lockDurationMs } : {}),
    ...(deps.stalledIntervalMs ? { stalledInterval: deps.stalledIntervalMs } : {}),
  });
  worker.on('failed', (job, err) => {
    if (!job) return;
    if (job.name === REVISION_PLAN_JOB || job.name === REVISION_CHUNK_JOB) {
      logger.warn(
        { jobId: job.id, attempt: job.attemptsMade, err: err.message },
        'answer-key re-scoring job failed',
      );
      const chunk = revisionChunkJob.safeParse(job.data);
      // A chunk that stalled too often: its attempts are counted as failed, each with a letter.
      if (/stalled more than/i.test(err.message) && chunk.success)
        revisions
          .chunkFailed(chunk.data, err.message)
          .catch((e: unknown) => logger.error({ err: String(e) }, 'could not write a dead letter'));
      return;
    }
    logger.warn({ jobId: job.id, attempt: job.attemptsMade, err: err.message }, 'scoring job failed');
    // A job that stalled too often fails without its processor noticing.
    if (/stalled more than/i.test(err.message))
      deadLetter(job, err.message).catch((e: unknown) =>
        logger.error({ err: String(e) }, 'could not write a dead letter'),
      );
  });
  return worker;
}

function liveMockIdOf(data: unknown): string | undefined {
  const live =
    typeof data === 'object' && data !== null ? (data as { liveMock?: unknown }).liveMock : undefined;
  return stringField(live, 'liveMockId') ?? undefined;
}
