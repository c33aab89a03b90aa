import { randomUUID } from 'node:crypto';
import type { AnyEnvelope } from '@ssc/contracts';
import { testInfra, uniqueName } from '@ssc/test-kit';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../event-bus';
import { createLogger } from '../logger';
import { kafkaLagMetrics } from './kafka-lag';
import { createMetrics } from './registry';

const logger = createLogger('kafka-lag-test', 'silent');
const bus = createEventBus({ clientId: uniqueName('lag-test'), brokers: testInfra().kafkaBrokers, logger });
afterAll(() => bus.close());

const envelope = (key: string, n: number): AnyEnvelope => ({
  id: randomUUID(),
  type: 'Probe',
  version: 1,
  occurredAt: new Date().toISOString(),
  key,
  data: { n },
});

/** `kafka_consumer_lag` samples of the registry's text, by partition. */
async function lagOf(metrics: ReturnType<typeof createMetrics>, group: string): Promise<Map<string, number>> {
  const text = await metrics.registry.metrics();
  const lag = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('kafka_consumer_lag{') || !line.includes(`group="${group}"`)) continue;
    lag.set(/partition="(\d+)"/.exec(line)?.[1] ?? '?', Number(line.split(' ').at(-1)));
  }
  return lag;
}
const total = (lag: Map<string, number>) => [...lag.values()].reduce((a, b) => a + b, 0);

describe('kafka_consumer_lag on a real broker', () => {
  it('shows the messages a group has not consumed, then 0 once it has', async () => {
    const topic = uniqueName('lag_probe');
    const groupId = uniqueName('lag-group');
    await bus.ensureTopics([topic], 2);
    await bus.publish(topic, [envelope('a', 1), envelope('b', 2), envelope('c', 3), envelope('a', 4)]);

    const metrics = createMetrics('results', { processMetrics: false });
    // The group is listed before it consumes anything: all four messages are ahead of it.
    const lag = kafkaLagMetrics({
      registry: metrics.registry,
      groups: () => [{ groupId, topics: [topic], fromBeginning: true }],
      offsets: (g, t) => bus.offsets(g, t),
      logger,
      intervalMs: 60_000,
    });
    try {
      await lag.refresh();
      const before = await lagOf(metrics, groupId);
      expect([...before.keys()].sort()).toEqual(['0', '1']);
      expect(total(before)).toBe(4);

      let received = 0;
      await bus.subscribe({
        groupId,
        topics: [topic],
        handle: async () => {
          received += 1;
        },
      });
      await vi.waitFor(() => expect(received).toBe(4), { timeout: 30_000, interval: 100 });
      // The bus commits handled offsets within 250 ms; wait for the commits to land.
      await vi.waitFor(
        async () => {
          await lag.refresh();
          expect(total(await lagOf(metrics, groupId))).toBe(0);
        },
        { timeout: 30_000, interval: 200 },
      );
      expect(bus.subscriptions()).toContainEqual({ groupId, topics: [topic], fromBeginning: true });
    } finally {
      lag.stop();
    }
  });
});
