import { Admin, ConfigResourceTypes, FindCoordinatorKeyTypes, findErrorBy } from '@platformatic/kafka';
import { baseOptions, type KafkaConnection, whileTopicUnknown } from './connection';

/** One partition's offsets as Kafka reports them. */
export type PartitionOffsets = {
  topic: string;
  partition: number;
  /** First offset still on the partition. */
  low: number;
  /** High watermark: the offset the next message will get. */
  high: number;
  /** The group's committed offset (the next it will read), or -1 if it never committed one. */
  committed: number;
};

export type PartitionLeader = { partition: number; leader: number; replicas: number[]; isr: number[] };

export type KafkaAdmin = {
  /** Creates the missing ones of `topics` (idempotent) and waits until each has its leaders. */
  ensureTopics(topics: readonly string[], opts?: { partitions?: number; replicas?: number }): Promise<void>;
  listTopics(): Promise<string[]>;
  /** Every partition of `topics` with its first offset, high watermark and `groupId`'s commit. */
  offsets(groupId: string, topics: readonly string[]): Promise<PartitionOffsets[]>;
  /** The cluster's id and the node ids of the brokers it lists (registered, not fenced). */
  describeCluster(): Promise<{ clusterId: string; brokers: number[] }>;
  /** Leader, replicas and in-sync replicas of each partition of `topic`, by node id. */
  partitionLeaders(topic: string): Promise<PartitionLeader[]>;
  /** A topic's effective setting `name` (e.g. min.insync.replicas), or undefined if unset. */
  topicConfig(topic: string, name: string): Promise<string | undefined>;
  deleteTopics(topics: readonly string[]): Promise<void>;
  listGroups(): Promise<string[]>;
  deleteGroups(groupIds: readonly string[]): Promise<void>;
  /** Finds `groupId`'s coordinator: the first time on a cluster, that creates __consumer_offsets. */
  findCoordinator(groupId: string): Promise<void>;
  close(): Promise<void>;
};

const EARLIEST = -2n;
const LATEST = -1n;

/** Topics default to 3 partitions replicated by the broker's default (every node of a cluster). */
export function createKafkaAdmin(conn: KafkaConnection): KafkaAdmin {
  const admin = new Admin({ ...baseOptions(conn) });

  async function partitionLeaders(topic: string): Promise<PartitionLeader[]> {
    const meta = await admin.metadata({ topics: [topic], forceUpdate: true });
    const found = meta.topics.get(topic);
    return (found?.partitions ?? []).map((p, partition) => ({
      partition,
      leader: p.leader,
      replicas: [...p.replicas],
      isr: [...p.isr],
    }));
  }

  async function waitForLeaders(topics: readonly string[], timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (const topic of topics) {
      while (true) {
        const leaders = await whileTopicUnknown(() => partitionLeaders(topic));
        if (leaders.length > 0 && leaders.every((p) => p.leader >= 0)) break;
        if (Date.now() > deadline) throw new Error(`topic ${topic} has no leader for every partition`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  async function lowAndHigh(topic: string, partitions: number): Promise<Map<number, [number, number]>> {
    const ask = (timestamp: bigint) =>
      admin.listOffsets({
        topics: [
          {
            name: topic,
            partitions: [...Array(partitions).keys()].map((partitionIndex) => ({
              partitionIndex,
              timestamp,
            })),
          },
        ],
      });
    const [lows, highs] = await Promise.all([ask(EARLIEST), ask(LATEST)]);
    const out = new Map<number, [number, number]>();
    for (const p of lows[0]?.partitions ?? []) out.set(p.partitionIndex, [Number(p.offset), 0]);
    for (const p of highs[0]?.partitions ?? []) {
      const row = out.get(p.partitionIndex) ?? [0, 0];
      row[1] = Number(p.offset);
      out.set(p.partitionIndex, row);
    }
    return out;
  }

  return {
    async ensureTopics(topics, opts = {}) {
      const existing = new Set(await admin.listTopics());
      const missing = topics.filter((t) => !existing.has(t));
      if (missing.length > 0) {
        await admin
          .createTopics({ topics: missing, partitions: opts.partitions ?? 3, replicas: opts.replicas ?? -1 })
          .catch((err: unknown) => {
            // Another process created one of them meanwhile: that is what was wanted.
            if (findErrorBy(err as Error, 'apiId', 'TOPIC_ALREADY_EXISTS') === null) throw err;
          });
      }
      await waitForLeaders(topics);
    },
    listTopics: () => admin.listTopics(),
    async offsets(groupId, topics) {
      const [group] = await admin.listConsumerGroupOffsets({ groups: [groupId] });
      const committed = new Map<string, number>();
      for (const t of group?.topics ?? [])
        for (const p of t.partitions)
          committed.set(`${t.name}:${p.partitionIndex}`, Number(p.committedOffset));
      const rows: PartitionOffsets[] = [];
      for (const topic of topics) {
        const leaders = await partitionLeaders(topic);
        const ends = await lowAndHigh(topic, leaders.length);
        for (const [partition, [low, high]] of [...ends].sort((a, b) => a[0] - b[0]))
          rows.push({ topic, partition, low, high, committed: committed.get(`${topic}:${partition}`) ?? -1 });
      }
      return rows;
    },
    async describeCluster() {
      const meta = await admin.metadata({ topics: [], forceUpdate: true });
      return { clusterId: meta.id, brokers: [...meta.brokers.keys()] };
    },
    partitionLeaders: (topic) => whileTopicUnknown(() => partitionLeaders(topic)),
    async topicConfig(topic, name) {
      const [found] = await admin.describeConfigs({
        resources: [
          { resourceType: ConfigResourceTypes.TOPIC, resourceName: topic, configurationKeys: [name] },
        ],
        includeSynonyms: false,
      });
      return found?.configs.find((c) => c.name === name)?.value ?? undefined;
    },
    deleteTopics: (topics) => admin.deleteTopics({ topics: [...topics] }),
    listGroups: async () => [...(await admin.listGroups()).keys()],
    deleteGroups: (groupIds) => admin.deleteGroups({ groups: [...groupIds] }),
    async findCoordinator(groupId) {
      await admin.findCoordinator({ keyType: FindCoordinatorKeyTypes.GROUP, keys: [groupId] });
    },
    close: () => admin.close(),
  };
}
