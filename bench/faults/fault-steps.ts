import type { ScaledStack } from '../../scripts/scaled-stack';
import type { BrowserAspirant } from './browser-aspirant';

export type FaultContext = { stack: ScaledStack; browsers: BrowserAspirant[]; topicPrefix: string };

/** One fault of the suite: injected, held for `holdMs`, restored, then `settleMs` to recover. */
export type FaultStep = {
  name: string;
  describe: string;
  holdMs: number;
  settleMs: number;
  /** Early submitters are scheduled into this window, so the fault meets scoring in flight. */
  needsScoring?: boolean;
  /** Returns a detail for the table (which broker led, …). */
  inject(ctx: FaultContext): Promise<string | undefined>;
  restore(ctx: FaultContext): Promise<void>;
};

const killThenStart = (name: string, describe: string, extra: Partial<FaultStep> = {}): FaultStep => ({
  name: `${name.replace(/-a$/, '')}-kill`,
  describe,
  holdMs: 10_000,
  settleMs: 20_000,
  ...extra,
  async inject({ stack }) {
    await stack.process(name).kill('SIGKILL');
    return undefined;
  },
  async restore({ stack }) {
    await stack.process(name).start();
  },
});

/** Stops a server cleanly, keeps it down `downMs`, starts it again. */
const restartServer = (
  name: string,
  describe: string,
  downMs: number,
  step = `${name}-restart`,
): FaultStep => ({
  name: step,
  describe,
  holdMs: downMs,
  settleMs: 25_000,
  async inject({ stack }) {
    await stack.process(name).stop();
    return undefined;
  },
  async restore({ stack }) {
    await stack.process(name).start();
  },
});

let stoppedBroker = 0;
let offlineRun: Promise<void> | null = null;

/** The faults the suite injects, in the order it injects them. */
export function faultSteps(): FaultStep[] {
  return [
    killThenStart('attempts-a', 'kill -9 one attempts instance, start it again after 10 s'),
    killThenStart('results-worker-a', 'kill -9 one results worker while attempts are being scored', {
      needsScoring: true,
    }),
    killThenStart('gateway-a', 'kill -9 one gateway: HAProxy routes around it'),
    {
      name: 'broker-stop',
      describe: "kill -9 the Kafka node leading the attempts topic's partition 0, start it again after 20 s",
      holdMs: 20_000,
      settleMs: 25_000,
      async inject({ stack, topicPrefix }) {
        const kafka = stack.kafka;
        if (!kafka) throw new Error('the scaled stack runs no Kafka cluster');
        const leaders = await kafka.partitionLeaders(`${topicPrefix}attempts.v1`);
        stoppedBroker = leaders.find((p) => p.partition === 0)?.leader ?? 1;
        await kafka.stopBroker(stoppedBroker, 'SIGKILL');
        return `node ${stoppedBroker} led partition 0`;
      },
      async restore({ stack }) {
        await stack.kafka?.startBroker(stoppedBroker);
      },
    },
    restartServer(
      'redis',
      'restart Redis (SIGTERM: the AOF is flushed), queues, rankings and limits must come back',
      2_000,
    ),
    restartServer('ferretdb', 'restart the document store (FerretDB)', 3_000, 'store-restart'),
    {
      name: 'offline',
      describe: "cut the browsers' network for 60 s while they keep answering",
      holdMs: 60_000,
      settleMs: 20_000,
      async inject({ browsers }) {
        offlineRun = Promise.all(browsers.map((b) => b.offline(60_000))).then(() => undefined);
        return `${browsers.length} browsers`;
      },
      async restore({ browsers }) {
        await offlineRun;
        const saved = await Promise.all(browsers.map((b) => b.allSaved(30_000)));
        if (saved.some((ok) => !ok))
          throw new Error('a browser did not save its queued answers within 30 s of coming back');
      },
    },
    {
      name: 'clock-skew',
      describe:
        "browsers with the device clock 10 minutes fast and slow: the exam timer follows the server's",
      holdMs: 1_000,
      settleMs: 5_000,
      async inject({ browsers }) {
        const errors = await Promise.all(browsers.map((b) => b.timerError()));
        const bad = errors.filter((e) => !(Math.abs(e) <= 3));
        if (bad.length > 0)
          throw new Error(`timers off the server's clock by ${errors.map((e) => e.toFixed(1)).join(', ')} s`);
        return `timer minus server: ${errors.map((e) => `${e.toFixed(1)} s`).join(', ')}`;
      },
      async restore() {},
    },
  ];
}
