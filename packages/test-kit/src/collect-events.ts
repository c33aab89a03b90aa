import type { AnyEnvelope } from '@ssc/contracts';
import type { EventBus } from '@ssc/service-kit';
import { uniqueName } from './unique-name';

export type CollectedEvents = {
  received: AnyEnvelope[];
  /** Resolves once `until` holds for what has arrived. */
  waitFor(until: (events: AnyEnvelope[]) => boolean): Promise<AnyEnvelope[]>;
};

/** Collects the envelopes published on a topic, from a consumer group of its own. */
export async function collectEvents(bus: EventBus, topic: string): Promise<CollectedEvents> {
  const received: AnyEnvelope[] = [];
  const waiters: { until: (events: AnyEnvelope[]) => boolean; resolve: () => void }[] = [];
  await bus.subscribe({
    groupId: uniqueName('test-events'),
    topics: [topic],
    fromBeginning: true,
    handle: async (event) => {
      received.push(event);
      for (const w of [...waiters]) {
        if (w.until(received)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      }
    },
  });
  return {
    received,
    waitFor(until) {
      if (until(received)) return Promise.resolve(received);
      return new Promise((resolve) => waiters.push({ until, resolve: () => resolve(received) }));
    },
  };
}
