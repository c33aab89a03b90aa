import { createRequire } from 'node:module';

type RequestQueue = { pending: unknown[]; throttledUntil: number; scheduleCheckPendingRequests(): void };

let patched = false;

/**
 * kafkajs 2.2.4 re-arms a 1 ms timer per broker connection for ever once a connection has made
 * a request (RequestQueue.scheduleCheckPendingRequests schedules a check even with nothing
 * pending and no throttle: tulios/kafkajs#1556, #1704, fix not released). That loop was most of
 * what each service with a Kafka client used at rest (20–30 ms of CPU a second in attempts,
 * results and catalog, bench/gateway-cpu.ts --idle), charged to every request.
 * With nothing pending and no throttle there is nothing to check: a request that cannot go out
 * at once is queued by `push`, which schedules its own check, and a finished request checks the
 * queue itself. Anything else runs kafkajs's own code. Idempotent; called where kafkajs is used.
 */
export function stopKafkajsIdleLoop(): void {
  if (patched) return;
  patched = true;
  // kafkajs has no `exports` map: this is the very module its connections use.
  const RequestQueueClass = createRequire(import.meta.url)('kafkajs/src/network/requestQueue/index.js') as {
    prototype: RequestQueue;
  };
  const original = RequestQueueClass.prototype.scheduleCheckPendingRequests;
  RequestQueueClass.prototype.scheduleCheckPendingRequests = function (this: RequestQueue) {
    if (this.pending.length === 0 && !(this.throttledUntil > Date.now())) return;
    original.call(this);
  };
}
