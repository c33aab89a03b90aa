import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { stopKafkajsIdleLoop } from './kafkajs-idle-loop';

type Queue = {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  scheduleCheckPendingRequests(): void;
};
const RequestQueue = createRequire(import.meta.url)('kafkajs/src/network/requestQueue/index.js') as {
  prototype: Queue;
};
/** Just the fields scheduleCheckPendingRequests reads, on kafkajs's own prototype. */
const queue = (pending: unknown[], throttledUntil: number): Queue =>
  Object.assign(Object.create(RequestQueue.prototype) as Queue, {
    pending,
    throttledUntil,
    throttleCheckTimeoutId: null,
  });

describe('stopKafkajsIdleLoop', () => {
  it('arms no timer with nothing pending and no throttle, and still checks pending or throttled queues', () => {
    stopKafkajsIdleLoop();
    stopKafkajsIdleLoop(); // idempotent
    const idle = queue([], -1);
    idle.scheduleCheckPendingRequests();
    expect(idle.throttleCheckTimeoutId).toBeNull();

    const waiting = queue([{}], -1);
    waiting.scheduleCheckPendingRequests();
    expect(waiting.throttleCheckTimeoutId).not.toBeNull();
    clearTimeout(waiting.throttleCheckTimeoutId as NodeJS.Timeout);

    const throttled = queue([], Date.now() + 60_000);
    throttled.scheduleCheckPendingRequests();
    expect(throttled.throttleCheckTimeoutId).not.toBeNull();
    clearTimeout(throttled.throttleCheckTimeoutId as NodeJS.Timeout);
  });
});
