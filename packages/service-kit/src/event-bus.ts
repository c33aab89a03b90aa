import { type AnyEnvelope, anyEnvelope } from '@ssc/contracts';
import {
  type BatchConsumer,
  createKafkaAdmin,
  createPublisher,
  type IncomingMessage,
  type KafkaAdmin,
  type PartitionOffsets,
  type Publisher,
  startBatchConsumer,
} from '@ssc/kafka';
import { chunkByBytes } from './byte-chunks';
import type { Logger } from './logger';
import type { LagGroup } from './metrics/kafka-lag';

/**
 * How every service reaches Kafka (through @ssc/kafka, the one module that knows the client).
 * Messages are versioned envelopes keyed for ordering per aggregate.
 */
export type EventBus = {
  publish(topic: string, events: AnyEnvelope[]): Promise<void>;
  /** Every readable envelope of `topics`, one at a time in order per partition; the rest is logged and skipped. */
  subscribe(opts: {
    groupId: string;
    topics: string[];
    fromBeginning?: boolean;
    /** How soon the group gives up on a member that stopped heartbeating (30 s). */
    sessionTimeoutMs?: number;
    handle: (event: AnyEnvelope, topic: string) => Promise<void>;
  }): Promise<void>;
  /**
   * The raw messages of `topics` in batches of one partition (at most `maxBatch`), for a consumer
   * that reads headers or keeps what it cannot parse. A batch's offsets are committed once `handle`
   * resolves (batched, at most every 250 ms, and on stop); a throw hands the same batch over again.
   */
  consumeBatches(opts: {
    groupId: string;
    topics: string[];
    fromBeginning?: boolean;
    maxBatch?: number;
    /** Partitions handled side by side rather than one after the other. */
    partitionsAtOnce?: boolean;
    sessionTimeoutMs?: number;
    handle: (messages: IncomingMessage[]) => Promise<void>;
  }): Promise<BatchConsumer>;
  /** Creates missing topics (idempotent), so consumers never race topic auto-creation. */
  ensureTopics(topics: string[], partitions?: number): Promise<void>;
  /** The consumer groups this bus started, for their lag (metrics/kafka-lag.ts). */
  subscriptions(): readonly LagGroup[];
  /**
   * Every partition of `topics` with its first offset, high watermark and `groupId`'s committed
   * offset (-1: none): any group's, not only this bus's.
   */
  offsets(groupId: string, topics: readonly string[]): Promise<PartitionOffsets[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export function createEventBus(opts: { clientId: string; brokers: string[]; logger: Logger }): EventBus {
  const conn = { clientId: opts.clientId, brokers: opts.brokers };
  let publisher: Publisher | undefined;
  let admin: KafkaAdmin | undefined;
  const consumers: BatchConsumer[] = [];
  const groups: LagGroup[] = [];
  const connectedAdmin = () => {
    admin ??= createKafkaAdmin(conn);
    return admin;
  };

  const ensureTopics = (topics: string[], partitions = 3) =>
    connectedAdmin().ensureTopics(topics, { partitions });

  async function consumeBatches({
    groupId,
    topics,
    fromBeginning = true,
    maxBatch,
    partitionsAtOnce,
    sessionTimeoutMs,
    handle,
  }: Parameters<EventBus['consumeBatches']>[0]): Promise<BatchConsumer> {
    await ensureTopics(topics);
    const consumer = await startBatchConsumer(conn, {
      groupId,
      topics,
      fromBeginning,
      maxBatch,
      partitionsAtOnce,
      sessionTimeoutMs,
      handle,
      log: opts.logger,
    });
    consumers.push(consumer);
    groups.push({ groupId, topics: [...topics], fromBeginning });
    return consumer;
  }

  return {
    async publish(topic, events) {
      if (events.length === 0) return;
      publisher ??= createPublisher(conn);
      const messages = events.map((e) => ({
        key: e.key,
        value: JSON.stringify(e),
        headers: { type: e.type },
      }));
      // In order, one request at a time (idempotent, one in flight: per-key order holds).
      for (const chunk of chunkByBytes(messages, (m) => m.value.length + m.key.length + 64))
        await publisher.send(topic, chunk);
    },
    async subscribe({ groupId, topics, fromBeginning = true, sessionTimeoutMs, handle }) {
      await consumeBatches({
        groupId,
        topics,
        fromBeginning,
        sessionTimeoutMs,
        handle: async (messages) => {
          for (const message of messages) {
            const event = readEnvelope(message);
            if (!event) {
              opts.logger.error({ topic: message.topic, offset: message.offset }, 'skipping malformed event');
              continue;
            }
            await handle(event, message.topic);
          }
        },
      });
    },
    consumeBatches,
    ensureTopics,
    subscriptions: () => groups,
    offsets: (groupId, topics) => connectedAdmin().offsets(groupId, topics),
    async ping() {
      await connectedAdmin().describeCluster();
    },
    async close() {
      await Promise.all(consumers.map((c) => c.stop()));
      await publisher?.close();
      await admin?.close();
    },
  };
}

function readEnvelope(message: IncomingMessage): AnyEnvelope | undefined {
  try {
    const parsed = anyEnvelope.safeParse(JSON.parse(message.value?.toString() ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
