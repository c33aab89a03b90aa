import { Counter, Gauge, type Registry } from 'prom-client';
import type { Logger } from '../logger';
import { periodicRefresh } from './periodic-refresh';

/** The job states `bullmq_queue_jobs` reports. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/** What the gauge reads of a queue: a BullMQ `Queue` is one. */
export type JobCountSource = {
  readonly name: string;
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
};

/**
 * `bullmq_queue_jobs{queue,state}` for the queues this process owns (a worker process opens a
 * `Queue` of its worker's name for this): one `getJobCounts` per queue every `intervalMs` (5 s),
 * and on a scrape when the last reading is older.
 */
export function queueMetrics(opts: {
  registry: Registry;
  queues: readonly JobCountSource[];
  logger: Logger;
  intervalMs?: number;
}): { refresh(): Promise<void>; stop(): void } {
  let readings: { queue: string; counts: Record<string, number> }[] = [];
  const refresh = periodicRefresh({
    what: 'BullMQ job counts',
    logger: opts.logger,
    intervalMs: opts.intervalMs ?? 5_000,
    work: async () => {
      readings = await Promise.all(
        opts.queues.map(async (q) => ({ queue: q.name, counts: await q.getJobCounts(...QUEUE_STATES) })),
      );
    },
  });
  new Gauge({
    name: 'bullmq_queue_jobs',
    help: 'Jobs in each BullMQ queue by state (waiting, active, delayed, failed, completed)',
    labelNames: ['queue', 'state'] as const,
    registers: [opts.registry],
    async collect() {
      await refresh.ifStale();
      for (const { queue, counts } of readings)
        for (const state of QUEUE_STATES) this.set({ queue, state }, counts[state] ?? 0);
    },
  });
  return { refresh: refresh.now, stop: refresh.stop };
}

/** `bullmq_dead_lettered_total{queue}`: jobs given up on and written to a dead-letter store. */
export function deadLetterCounter(registry: Registry): { inc(queue: string): void } {
  const counter = new Counter({
    name: 'bullmq_dead_lettered_total',
    help: 'BullMQ jobs given up on and written to the dead letters',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  return { inc: (queue) => counter.inc({ queue }) };
}
