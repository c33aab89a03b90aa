import type { PartitionOffsets } from '@ssc/kafka';
import { Gauge, type Registry } from 'prom-client';
import type { Logger } from '../logger';
import { periodicRefresh } from './periodic-refresh';

/** A consumer group this process runs, and the topics it reads. */
export type LagGroup = {
  groupId: string;
  topics: readonly string[];
  /** Where the group starts on a partition it has never committed: its first offset, or its end. */
  fromBeginning: boolean;
};

export type PartitionLag = { topic: string; partition: number; lag: number };

/**
 * Messages on each partition the group has not consumed: the high watermark minus its committed
 * offset. Without a commit, a group that starts from the beginning has everything still on the
 * partition ahead of it; one that starts at the end has nothing (it never reads the old ones).
 * Never negative (a commit can race a reading of the high watermark).
 */
export function consumerLag(offsets: readonly PartitionOffsets[], fromBeginning: boolean): PartitionLag[] {
  return offsets.map(({ topic, partition, low, high, committed }) => {
    const from = committed >= 0 ? committed : fromBeginning ? low : high;
    return { topic, partition, lag: Math.max(0, high - from) };
  });
}

/**
 * `kafka_consumer_lag{group,topic,partition}` for the groups this process consumes in: read from
 * Kafka's admin API every `intervalMs` (10 s), and on a scrape when the last reading is older.
 * Two admin requests per topic and group: cheap enough for any interval above a second. A group
 * that stops being listed disappears from the gauge at the next reading.
 */
export function kafkaLagMetrics(opts: {
  registry: Registry;
  groups: () => readonly LagGroup[];
  offsets: (groupId: string, topics: readonly string[]) => Promise<PartitionOffsets[]>;
  logger: Logger;
  intervalMs?: number;
}): { refresh(): Promise<void>; stop(): void } {
  let readings: { group: string; rows: PartitionLag[] }[] = [];
  const refresh = periodicRefresh({
    what: 'Kafka consumer lag',
    logger: opts.logger,
    intervalMs: opts.intervalMs ?? 10_000,
    work: async () => {
      const next: typeof readings = [];
      for (const group of opts.groups()) {
        if (group.topics.length === 0) continue;
        const offsets = await opts.offsets(group.groupId, group.topics);
        next.push({ group: group.groupId, rows: consumerLag(offsets, group.fromBeginning) });
      }
      readings = next;
    },
  });
  new Gauge({
    name: 'kafka_consumer_lag',
    help: 'Messages not yet consumed per consumer group, topic and partition (high watermark minus committed offset)',
    labelNames: ['group', 'topic', 'partition'] as const,
    registers: [opts.registry],
    async collect() {
      await refresh.ifStale();
      this.reset();
      for (const { group, rows } of readings)
        for (const row of rows)
          this.set({ group, topic: row.topic, partition: String(row.partition) }, row.lag);
    },
  });
  return { refresh: refresh.now, stop: refresh.stop };
}
