import { type AnyEnvelope, anyEnvelope } from '@ssc/contracts';
import { type Consumer, Kafka, logLevel, type Producer } from 'kafkajs';
import { chunkByBytes } from './byte-chunks';
import { stopKafkajsIdleLoop } from './kafkajs-idle-loop';
import type { Logger } from './logger';
import type { LagGroup, PartitionOffsets } from './metrics/kafka-lag';

/**
 * The only module that knows about kafkajs, so moving to another client is one file.
 * Messages are versioned envelopes keyed for ordering per aggregate.
 */
export type EventBus = {
  publish(topic: string, events: AnyEnvelope[]): Promise<void>;
  subscribe(opts: {
    groupId: string;
    topics: string[];
    fromBeginning?: boolean;
    handle: (event: AnyEnvelope, topic: string) => Promise<void>;
  }): Promise<void>;
  /** Creates missing topics (idempotent), so consumers never race topic auto-creation. */
  ensureTopics(topics: string[], partitions?: number): Promise<void>;
  /** The consumer groups `subscribe` started on this bus, for their lag (metrics/kafka-lag.ts). */
  subscriptions(): readonly LagGroup[];
  /**
   * Every partition of `topics` with its first offset, high watermark and `groupId`'s committed
   * offset (-1: none): any group's, not only this bus's (the results service's own consumer).
   */
  offsets(groupId: string, topics: readonly string[]): Promise<PartitionOffsets[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A publish outlasts a partition leader's death. kafkajs re-reads the metadata after each failed
 * try and keeps it until the next, so it finds the new leader one backoff after the cluster moved
 * it (~8 s after a kill on a 3-node cluster). The client's 8 retries from 200 ms double to 25 s
 * waits: the new leader was reached at the 7th or 8th retry, or not at all (kafka-cluster int
 * test). Capped at 5 s, 12 retries span ~40 s and try again every 5 s once past the first few.
 */
const PUBLISH_RETRY = { retries: 12, initialRetryTime: 200, maxRetryTime: 5_000 };

/**
 * Runs `work` again while a broker answers UNKNOWN_TOPIC_OR_PARTITION for a topic created a moment
 * ago: on a cluster the broker asked may not have the new topic's metadata yet, and kafkajs 2.2.4
 * retries only LEADER_NOT_AVAILABLE (its createTopics wait and a consumer's subscribe both failed
 * so at the first start of the 3-node cluster, kafka-cluster int test).
 */
async function whileTopicUnknown<T>(work: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    try {
      return await work();
    } catch (err) {
      if ((err as { type?: string }).type !== 'UNKNOWN_TOPIC_OR_PARTITION' || Date.now() > deadline)
        throw err;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export function createEventBus(opts: { clientId: string; brokers: string[]; logger: Logger }): EventBus {
  stopKafkajsIdleLoop();
  const kafka = new Kafka({
    clientId: opts.clientId,
    brokers: opts.brokers,
    logLevel: logLevel.WARN,
    logCreator: () => (entry) => {
      opts.logger.debug({ kafka: entry.log }, entry.log.message);
    },
    retry: { retries: 8, initialRetryTime: 200 },
  });
  let producer: Producer | undefined;
  const consumers: Consumer[] = [];
  const groups: LagGroup[] = [];
  const admin = kafka.admin();
  let adminConnected = false;

  async function connectedAdmin() {
    if (!adminConnected) {
      await admin.connect();
      adminConnected = true;
    }
    return admin;
  }

  async function ensureTopics(topics: string[], partitions = 3): Promise<void> {
    const client = await connectedAdmin();
    await whileTopicUnknown(() =>
      client.createTopics({
        topics: topics.map((topic) => ({ topic, numPartitions: partitions })),
        waitForLeaders: true,
      }),
    );
  }

  async function getProducer(): Promise<Producer> {
    if (!producer) {
      const p = kafka.producer({
        allowAutoTopicCreation: true,
        idempotent: true,
        maxInFlightRequests: 1,
        retry: PUBLISH_RETRY,
      });
      await p.connect();
      producer = p;
    }
    return producer;
  }

  return {
    async publish(topic, events) {
      if (events.length === 0) return;
      const p = await getProducer();
      const messages = events.map((e) => ({
        key: e.key,
        value: JSON.stringify(e),
        headers: { type: e.type },
      }));
      // In order, one request at a time (idempotent, one in flight: per-key order holds).
      for (const chunk of chunkByBytes(messages, (m) => m.value.length + m.key.length + 64))
        await p.send({ topic, acks: -1, messages: chunk });
    },
    async subscribe({ groupId, topics, fromBeginning = true, handle }) {
      await ensureTopics(topics);
      const consumer = kafka.consumer({ groupId, allowAutoTopicCreation: true });
      consumers.push(consumer);
      groups.push({ groupId, topics: [...topics], fromBeginning });
      await consumer.connect();
      for (const topic of topics) await whileTopicUnknown(() => consumer.subscribe({ topic, fromBeginning }));
      await consumer.run({
        eachMessage: async ({ topic, message }) => {
          const parsed = anyEnvelope.safeParse(JSON.parse(message.value?.toString() ?? 'null'));
          if (!parsed.success) {
            opts.logger.error({ topic, offset: message.offset }, 'skipping malformed event');
            return;
          }
          await handle(parsed.data, topic);
        },
      });
    },
    ensureTopics,
    subscriptions: () => groups,
    async offsets(groupId, topics) {
      const client = await connectedAdmin();
      const committed = await client.fetchOffsets({ groupId, topics: [...topics] });
      const rows: PartitionOffsets[] = [];
      for (const topic of topics) {
        const ends = await client.fetchTopicOffsets(topic);
        const mine = new Map(
          (committed.find((c) => c.topic === topic)?.partitions ?? []).map((p) => [p.partition, p.offset]),
        );
        for (const end of ends)
          rows.push({
            topic,
            partition: end.partition,
            low: Number(end.low),
            high: Number(end.high),
            committed: Number(mine.get(end.partition) ?? -1),
          });
      }
      return rows;
    },
    async ping() {
      await (await connectedAdmin()).describeCluster();
    },
    async close() {
      await Promise.all(consumers.map((c) => c.disconnect()));
      await producer?.disconnect();
      if (adminConnected) await admin.disconnect();
    },
  };
}
