import { randomUUID } from 'node:crypto';
import type { AnyEnvelope } from '@ssc/contracts';
import { testInfra, uniqueName } from '@ssc/test-kit';
import { afterAll, describe, expect, it } from 'vitest';
import { createEventBus } from './event-bus';
import { createLogger } from './logger';

const bus = createEventBus({
  clientId: uniqueName('bus-test'),
  brokers: testInfra().kafkaBrokers,
  logger: createLogger('event-bus-test', 'silent'),
});
afterAll(() => bus.close());

const envelope = (key: string, n: number): AnyEnvelope => ({
  id: randomUUID(),
  type: 'Probe',
  version: 1,
  occurredAt: new Date().toISOString(),
  key,
  data: { n },
});

describe('event bus on a real Kafka broker', () => {
  it('answers its health ping', async () => {
    await expect(bus.ping()).resolves.toBeUndefined();
  });

  it('delivers published envelopes to a consumer group in order per key', async () => {
    const topic = uniqueName('probe');
    const sent = [envelope('attempt-1', 1), envelope('attempt-1', 2), envelope('attempt-1', 3)];
    const received: AnyEnvelope[] = [];
    let allReceived: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      allReceived = resolve;
    });
    await bus.subscribe({
      groupId: uniqueName('probe-group'),
      topics: [topic],
      handle: async (event) => {
        received.push(event);
        if (received.length === sent.length) allReceived();
      },
    });
    await bus.publish(topic, sent);
    await done;
    expect(received.map((e) => e.id)).toEqual(sent.map((e) => e.id));
    expect(received[0]).toEqual(sent[0]);
  });
});
