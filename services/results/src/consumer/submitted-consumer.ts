import type { Logger } from '@ssc/service-kit';
import { isDuplicateKeyError, stopKafkajsIdleLoop } from '@ssc/service-kit';
import { type Consumer, Kafka, logLevel } from 'kafkajs';
import type { ScoreJob, ScoreQueue } from '../jobs/score-queue';
import type { ResultsCollections } from '../store/collections';
import type { UserAttempts } from '../store/user-attempts';
import { decodeMessage } from './decode-message';

/** Jobs enqueued per round trip (one pipeline of list entries, one BullMQ addBulk). */
const CHUNK = 200;
/**
 * Offsets stored are committed at most this often, all partitions in one request. kafkajs
 * otherwise commits after every partition's batch: nearly every answer on the topic (which this
 * consumer skips) made its own OffsetCommit on 12 partitions, most of results' and a good part
 * of Kafka's CPU per answer save (bench/gateway-cpu.ts). A crash loses at most this much
 * progress, and redelivery adds nothing (same job id, same mark).
 */
const COMMIT_EVERY_MS = 250;

export type SubmittedConsumer = { stop(): Promise<void> };

type Bad = { reason: string; attemptId: string | null; payload: unknown; offset: string };

/**
 * Consumer group on `attempts.lifecycle.v1` (docs/results.md "Pipeline"). Per batch: every
 * AttemptSubmitted becomes a `score-attempt` job with `jobId` = attempt id, after a PROCESSING
 * entry in its user's list (so the results page can tell "being scored" from "not yours"); a message that
 * cannot be read is dead-lettered. Offsets are committed only after both are stored (batched, at
 * most every COMMIT_EVERY_MS, and on stop), so a crash redelivers — which adds nothing (same job
 * id, same mark). The only file here that knows
 * kafkajs: unlike the shared event bus it needs the raw messages (their `type` header, and the
 * bodies the bus would drop without a trace) and whole batches.
 */
export async function startSubmittedConsumer(deps: {
  brokers: string[];
  clientId: string;
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
  stopKafkajsIdleLoop();
  const kafka = new Kafka({
    clientId: deps.clientId,
    brokers: deps.brokers,
    logLevel: logLevel.WARN,
    logCreator: () => (entry) => logger.debug({ kafka: entry.log }, entry.log.message),
    retry: { retries: 8, initialRetryTime: 200 },
  });
  const consumer: Consumer = kafka.consumer({ groupId: deps.groupId });

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

  // Next offset to commit per partition, stored but not committed yet; one timer commits them all.
  const stored = new Map<number, string>();
  let commitTimer: NodeJS.Timeout | undefined;
  let committing: Promise<void> = Promise.resolve();
  const commitStored = () => {
    commitTimer = undefined;
    if (stored.size === 0) return committing;
    const offsets = [...stored].map(([partition, offset]) => ({ topic, partition, offset }));
    stored.clear();
    committing = committing
      .then(() => consumer.commitOffsets(offsets))
      .catch((err: unknown) =>
        // A rebalance took the partition: its new owner redelivers from the last commit.
        logger.warn({ err: String(err) }, 'could not commit consumed offsets; they will be redelivered'),
      );
    return committing;
  };
  const storeOffset = (partition: number, offset: string) => {
    stored.set(partition, (BigInt(offset) + 1n).toString());
    commitTimer ??= setTimeout(commitStored, COMMIT_EVERY_MS).unref();
  };

  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    autoCommit: false,
    eachBatchAutoResolve: false,
    partitionsConsumedConcurrently: 4,
    eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
      let jobs: ScoreJob[] = [];
      let bad: Bad[] = [];
      let last: string | undefined;
      const flush = async () => {
        await enqueue(jobs, bad, batch.partition);
        jobs = [];
        bad = [];
        if (last !== undefined) {
          resolveOffset(last);
          storeOffset(batch.partition, last);
        }
        await heartbeat();
      };
      for (const message of batch.messages) {
        if (!isRunning() || isStale()) break;
        const decoded = decodeMessage(message);
        if (decoded.kind === 'job') jobs.push(decoded.job);
        if (decoded.kind === 'bad') bad.push({ ...decoded, offset: message.offset });
        last = message.offset;
        if (jobs.length + bad.length >= CHUNK) await flush();
      }
      await flush();
    },
  });

  return {
    async stop() {
      // kafkajs drops commits once the consumer stops: what is stored goes first. A batch still
      // running meanwhile is redelivered to the next owner, which adds nothing.
      clearTimeout(commitTimer);
      await commitStored();
      await consumer.disconnect();
      clearTimeout(commitTimer);
    },
  };
}
