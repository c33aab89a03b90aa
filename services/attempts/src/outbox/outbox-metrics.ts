import { Gauge, type Registry } from 'prom-client';
import type { OutboxLog } from './outbox-log';

/**
 * `outbox_backlog_rows` and `outbox_oldest_age_seconds` of this process's outbox, read from the
 * log's memory at each scrape (no query): how far the relay is behind Kafka. Both 0 when empty.
 */
export function outboxMetrics(
  registry: Registry,
  log: Pick<OutboxLog, 'backlog' | 'oldest'>,
  clock: () => number = Date.now,
): void {
  new Gauge({
    name: 'outbox_backlog_rows',
    help: 'Outbox rows this process wrote that are not yet published to Kafka',
    registers: [registry],
    collect() {
      this.set(log.backlog());
    },
  });
  new Gauge({
    name: 'outbox_oldest_age_seconds',
    help: 'Age of the oldest outbox row this process has not yet published (0 when none)',
    registers: [registry],
    collect() {
      const oldest = log.oldest();
      this.set(oldest === undefined ? 0 : Math.max(0, (clock() - oldest) / 1000));
    },
  });
}
