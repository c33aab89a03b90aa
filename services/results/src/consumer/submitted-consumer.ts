import type { BatchConsumer, EventBus, IncomingMessage, Logger } from '@ssc/service-kit';
import { isDuplicateKeyError } from '@ssc/service-kit';
import type { ScoreJob, ScoreQueue } from '../jobs/score-queue';
import type { ResultsCollections } from '../store/collections';
import type { UserAttempts } from '../store/user-attempts';
import { decodeMessage } from './decode-message';

/** Jobs enqueued per round trip (one pipeline of list entries, one BullMQ addBulk). */
const CHUNK = 200;

export type SubmittedConsumer = BatchConsumer;

type Bad = { reason: string; attemptId: string | null; payload: unknown; offset: string };

/**
 * Consumer group on `attempts.lifecycle.v1` (docs/results.md "Pipeline"). Per batch of a partition: every
 * AttemptSubmitted becomes a `score-attempt` job with `jobId` = attempt id, after a PROCESSING
 * entry in its user's list (so the results page can tell "being scored" from "not yours"); a
 * message that cannot be read is dead-lettered. The bus commits a batch's offsets only after
 * `handle` stored both, all partitions in one request at most every 250 ms (a commit per batch
 * was most of results' and a good part of Kafka's CPU per answer save, bench/gateway-cpu.ts), and
 * on stop, so a crash redelivers — which adds nothing (same job id, same mark). It reads the raw
 * messages: their `type` header, and the bodies the bus's `subscribe` would drop without a trace.
 */
export async function startSubmittedConsumer(deps: {
  bus: Pick<EventBus, 'consumeBatches'>;
  groupId: string;
  topic: string;
  queue: ScoreQueue;
  attempts: Pick<UserAttempts, 'markSubmitted'>;
  cols: Pick<ResultsCollections, 'deadLetters'>;
  logger: Logger;
  clock?: () => Date;
}): Promise<SubmittedConsumer> {
  const { queue, cols, logger, topic, attempts } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function enqueue(jobs: ScoreJob[], bad: Bad[], partition: number): Promise<void> {
    const unique = [...new Map(jobs.map((j) => [j.attemptId, j])).values()];
    if (unique.length > 0) {
      await attempts.markSubmitted(unique);
      await queue.addBulk(
        unique.map((job) => ({ name: 'score', data: job, opts: { jobId: job.attemptId } })),
      );
    }
    for (const b of bad) {
      logger.error({ topic, partition, offset: b.offset, reason: b.reason }, 'dead-lettered a message');
      // An insert, not an upsert with $setOnInsert: FerretDB 1.24 drops null fields from $setOnInsert.
      await cols.deadLetters
        .insertOne({
          _id: `kafka:${topic}:${partition}:${b.offset}`,
          source: 'kafka',
          attemptId: b.attemptId,
          reason: b.reason,
          attempts: 1,
          payload: b.payload,
          createdAt: clock().toISOString(),
        })
        .catch((err: unknown) => {
          if (!isDuplicateKeyError(err)) throw err;
        });
    }
  }

  return deps.bus.consumeBatches({
    groupId: deps.groupId,
    topics: [topic],
    fromBeginning: true,
    maxBatch: CHUNK,
    partitionsAtOnce: true,
    handle: async (messages: IncomingMessage[]) => {
      const jobs: ScoreJob[] = [];
      const bad: Bad[] = [];
      for (const message of messages) {
        const decoded = decodeMessage(message);
        if (decoded.kind === 'job') jobs.push(decoded.job);
        if (decoded.kind === 'bad') bad.push({ ...decoded, offset: message.offset });
      }
      await enqueue(jobs, bad, messages[0]?.partition ?? -1);
    },
  });
}
