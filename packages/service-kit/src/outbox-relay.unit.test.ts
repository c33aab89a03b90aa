import type { AnyEnvelope } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import type { EventBus } from './event-bus';
import { createLogger } from './logger';
import { type OutboxLease, type OutboxSource, startOutboxRelay } from './outbox-relay';

const envelope = (n: number): AnyEnvelope => ({
  id: `e${n}`,
  type: 'Answered',
  version: 1,
  occurredAt: new Date(0).toISOString(),
  key: 'attempt-a',
  data: { n },
});

/** Three batches of two rows; `done` removes a batch, as a real source does. */
function threeBatches(): OutboxSource & { left: () => number } {
  const batches = [0, 1, 2].map((b) => [envelope(2 * b), envelope(2 * b + 1)]);
  return {
    async next() {
      const rows = batches[0];
      if (!rows) return null;
      return {
        rows: rows.map((e) => ({ topic: 'attempts.v1', envelope: e })),
        done: async () => {
          batches.shift();
        },
      };
    },
    left: () => batches.length,
  };
}

function recordingBus(): EventBus & { published: string[] } {
  const published: string[] = [];
  return {
    published,
    async publish(_topic: string, events: AnyEnvelope[]) {
      published.push(...events.map((e) => e.id));
    },
  } as unknown as EventBus & { published: string[] };
}

const lease = (renewals: boolean[]): OutboxLease => ({
  acquire: async () => true,
  renew: async () => renewals.shift() ?? true,
  release: async () => undefined,
});

/** A relay over three batches, polling too rarely to run on its own during a test. */
function relayOver(held: OutboxLease) {
  const source = threeBatches();
  const bus = recordingBus();
  const relay = startOutboxRelay({
    sources: [source],
    bus,
    logger: createLogger('relay-unit', 'silent'),
    lease: held,
    intervalMs: 60_000,
  });
  return { source, bus, relay };
}

describe('the outbox relay and its lease', () => {
  it('publishes every batch while its lease holds', async () => {
    const { source, bus, relay } = relayOver(lease([true, true, true]));
    expect(await relay.flush()).toBe(6);
    expect(bus.published).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5']);
    expect(source.left()).toBe(0);
    await relay.stop();
  });

  it('stops its round after the batch in which it learnt the lease was lost', async () => {
    // Another process took the lease while the first batch was being published.
    const { source, bus, relay } = relayOver(lease([false]));
    expect(await relay.flush()).toBe(2);
    expect(bus.published).toEqual(['e0', 'e1']);
    expect(source.left()).toBe(2);
    await relay.stop();
  });
});
