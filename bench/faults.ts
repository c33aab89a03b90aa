/**
 * The fault suite (docs/operations.md): a live crowd through the scaled-out topology while faults hit it.
 *   npm run build && npx tsx bench/faults.ts                    # every fault, ~10 minutes
 *   npx tsx bench/faults.ts --short                             # broker, attempts kill, offline (CI)
 *   npx tsx bench/faults.ts --aspirants 300 --browsers 3 --faults attempts-kill,broker-stop
 *
 * Starts its own scaled stack (scripts/scaled-stack.ts: 3 Kafka nodes at RF 3 / min ISR 2, two
 * instances of every service and worker, two gateways behind HAProxy, its own FerretDB and Redis)
 * on ports 25000-25705, schedules a live mock, and sits it with `--aspirants` HTTP aspirants (the pages'
 * requests, bench/live-mock/aspirant.ts) and `--browsers` real Chromium aspirants on the exam page
 * (two of them with the device clock 10 minutes fast and slow). While they answer, it injects each
 * fault in turn, holds it, restores it and lets the platform settle. At the end it reads the
 * final event streams from Kafka and checks, for the whole run and per fault window: no
 * acknowledged answer lost, every attempt closed once and scored once, every result ranked and
 * every ranking equal to the stored results (`rerank --check`), nothing left in progress past
 * the deadline. One row per fault: lost, duplicated, client errors, write p99, recovery time.
 * Exits 1 when any row shows a loss, a duplicate or a failed check.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkRankings, redisKeys, resultsCollections } from '@ssc/results';
import { connectMongo, connectRedis } from '@ssc/service-kit';
import { seedAdmin } from '../scripts/local-admin';
import { startScaledStack } from '../scripts/scaled-stack';
import { localSecrets } from '../scripts/secrets';
import { seedCatalogIfEmpty } from '../scripts/seed-catalog';
import { REPO_ROOT } from '../scripts/stack';
import { createBrowserAspirant } from './faults/browser-aspirant';
import { createFaultLog, type FaultWindow } from './faults/fault-log';
import { type FaultStep, faultSteps } from './faults/fault-steps';
import { type Aspirant, createAspirant, sleepUntil } from './live-mock/aspirant';
import { checkCrowd } from './live-mock/checks';
import {
  benchMock,
  blankPlan,
  openWaitingRoom,
  planCrowd,
  scheduleBenchMock,
  signInCrowd,
} from './live-mock/setup';
import { readAttemptStreams } from './support/attempt-stream';
import { crowdClient } from './support/crowd-client';
import { createPhaseLog } from './support/phase-log';
import { launchChromium } from './support/phone-load';
import { pool, say } from './support/stack-session';

const SHORT = ['broker-stop', 'attempts-kill', 'offline'];
const { values: args } = parseArgs({
  options: {
    aspirants: { type: 'string', default: '300' },
    browsers: { type: 'string', default: '3' },
    faults: { type: 'string' },
    short: { type: 'boolean', default: false },
    'port-base': { type: 'string', default: '25000' },
  },
});
const N = Number(args.aspirants);
const BROWSERS = Number(args.browsers);
const steps = faultSteps().filter((f) =>
  args.faults ? args.faults.split(',').includes(f.name) : !args.short || SHORT.includes(f.name),
);
const ROOM_MS = 30_000;
const SPREAD_MS = 20_000;
const LEAD_MS = SPREAD_MS + 20_000;
/** The mock lasts the faults plus a minute before and after. */
const MINUTES = Math.ceil(
  (LEAD_MS + steps.reduce((ms, f) => ms + f.holdMs + f.settleMs, 0) + 60_000) / 60_000,
);
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const dbPrefix = `faults_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const secrets = localSecrets(path.join(REPO_ROOT, '.local'));
const admin = { email: `admin-${dbPrefix}@bench.test`, password: randomBytes(12).toString('base64url') };
say(
  `starting the scaled stack (${dbPrefix}); faults: ${steps.map((f) => f.name).join(', ')}; a ${MINUTES}-minute mock`,
);
const stack = await startScaledStack({
  secrets,
  portBase: Number(args['port-base']),
  publicPort: Number(args['port-base']) + 80,
  dir: path.join(REPO_ROOT, '.local', 'faults'),
  dbPrefix,
  topicPrefix: `${dbPrefix}.`,
  from: 'dist',
  logLevel: 'warn',
  extraEnv: { SIGNUPS_PER_ADDRESS: '1000000', RATE_LIMIT_PREFIX: `rl:${dbPrefix}` },
  output: (line) => {
    if (/"level":(50|60)|ERROR|FATAL/.test(line)) process.stderr.write(`${line}\n`);
  },
  log: (line) => say(line),
  beforeApps: async (stores) => {
    await seedAdmin(stores.mongoUrl, `${dbPrefix}_auth`, admin);
    await seedCatalogIfEmpty(stores.mongoUrl, `${dbPrefix}_catalog`);
  },
});
let failed = false;
try {
  const base = stack.url.replace(/\/$/, '');
  const crowdStack = { base, dbPrefix, infra: { mongoUrl: stack.stores.mongoUrl } };
  const signin = (await (
    await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
  ).json()) as { session: { access_token: string } };
  const adminToken = signin.session.access_token;
  const scheduled = await scheduleBenchMock(crowdStack, adminToken, MINUTES);
  const redis = connectRedis(stack.stores.redisUrl, 'faults-bench');
  const accounts = await signInCrowd(crowdStack, redis, N, 'fault');
  redis.disconnect();

  const http = crowdClient(base);
  const faultLog = createFaultLog(createPhaseLog(new Map([['bench client', process.pid]])));
  const mock = benchMock(scheduled);
  const plans = accounts.map(blankPlan);
  const aspirants: Aspirant[] = accounts.map((account, i) =>
    createAspirant({
      http,
      log: faultLog.log,
      account,
      mock,
      plan: plans[i] as (typeof plans)[number],
      patient: true,
    }),
  );
  await pool(aspirants, 32, (a) => a.register());
  const browser = BROWSERS > 0 ? await launchChromium() : null;
  const browsers = Array.from({ length: BROWSERS }, (_, i) =>
    createBrowserAspirant({
      browser: browser as NonNullable<typeof browser>,
      base,
      mock,
      name: `Browser Aspirant ${i}`,
      email: `browser${i}-${dbPrefix}@bench.test`,
      password: randomBytes(9).toString('base64url'),
      // The first is on time; the next two have a device clock 10 minutes fast and slow.
      clockSkewMs: i === 1 ? 600_000 : i === 2 ? -600_000 : 0,
    }),
  );
  await openWaitingRoom(crowdStack, adminToken, mock, ROOM_MS);
  planCrowd(plans, mock, SPREAD_MS, 0.2);
  for (const b of browsers) await b.prepare();
  say(
    `${N} aspirants and ${BROWSERS} browsers in the room; start in ${s(mock.startsAt - Date.now())}, end at start + ${MINUTES} min`,
  );

  // Faults one after another from LEAD_MS after the start; scoring-time faults get submitters.
  const windows: (FaultWindow & {
    step: FaultStep;
    detail: string;
    metricsRecoverySeconds: number | null;
  })[] = [];
  const prometheusUrl = `http://127.0.0.1:${stack.topology.prometheusPort}`;
  let at = mock.startsAt + LEAD_MS;
  for (const step of steps) {
    windows.push({
      step,
      name: step.name,
      injectAt: at,
      restoredAt: null,
      endAt: at + step.holdMs + step.settleMs,
      detail: '',
      metricsRecoverySeconds: null,
    });
    at += step.holdMs + step.settleMs;
  }
  const scoringFault = windows.find((w) => w.step.needsScoring);
  if (scoringFault)
    plans.slice(0, Math.round(N * 0.2)).forEach((plan, i) => {
      plan.submitAt = scoringFault.injectAt - 3_000 + (i % 10) * 1_000;
    });

  const faultRun = (async () => {
    for (const w of windows) {
      await sleepUntil(w.injectAt);
      say(`fault ${w.name}: ${w.step.describe}`);
      const ctx = { stack, browsers, topicPrefix: `${dbPrefix}.` };
      try {
        w.detail = (await w.step.inject(ctx)) ?? '';
        await sleepUntil(w.injectAt + w.step.holdMs);
        await w.step.restore(ctx);
      } catch (err) {
        failed = true;
        w.detail += ` FAILED: ${err instanceof Error ? err.message : String(err)}`;
      }
      w.restoredAt = Date.now();
      w.metricsRecoverySeconds = await healthyAgain(
        prometheusUrl,
        w.injectAt + w.step.holdMs + w.step.settleMs,
      );
      say(`fault ${w.name}: restored after ${s(w.restoredAt - w.injectAt)} ${w.detail}`);
    }
  })();
  const browserRuns = browsers.map(async (b) => {
    await b.sit(mock.endsAt - 15_000, 8_000);
    return b.results(mock.releaseAt + 300_000);
  });
  // Every exam page's timer against the server's clock, once all are on the exam screen.
  const clockCheck = (async () => {
    await sleepUntil(mock.startsAt + LEAD_MS / 2);
    return Promise.all(browsers.map((b) => b.timerError().catch(() => Number.NaN)));
  })();
  const [, , pagesShowingRank] = await Promise.all([
    faultRun,
    Promise.all(aspirants.map((a) => a.sit())),
    Promise.all(browserRuns),
  ]);
  const clockErrors = await clockCheck;
  for (const b of browsers) await b.close();
  await browser?.close();

  say('reading the final event streams from Kafka…');
  const streams = await readAttemptStreams(stack.stores.kafkaBrokers, `${dbPrefix}.`);
  const records = [...aspirants.map((a) => a.record), ...browsers.map((b) => b.record)];
  const checks = checkCrowd(records, streams);
  const resultsDb = await connectMongo(stack.stores.mongoUrl, `${dbPrefix}_results`);
  const rankRedis = connectRedis(stack.stores.redisUrl, 'faults-rank-check');
  const ranking = await checkRankings({
    results: resultsCollections(resultsDb).results,
    redis: rankRedis,
    keys: redisKeys({ RANK_KEY_PREFIX: 'rank:', QUEUE_PREFIX: dbPrefix }),
    onlyTest: scheduled.testId,
  });
  await resultsDb.close();
  rankRedis.disconnect();

  say(
    '| fault | lost | duplicated | client errors | write p99 ms | recovery s (clients) | recovery s (metrics) | detail |',
  );
  say('|---|---|---|---|---|---|---|---|');
  for (const w of windows) {
    const seen = faultLog.window(w);
    const lost = checks.lostByTime.filter((t) => t >= w.injectAt && t < w.endAt).length;
    const dup = checks.duplicatesByTime.filter((t) => t >= w.injectAt && t < w.endAt).length;
    if (lost > 0 || dup > 0) failed = true;
    say(
      `| ${w.name} | ${lost} | ${dup} | ${seen.errors}${seen.errorKinds.length ? ` (${seen.errorKinds.join(', ')})` : ''} | ${seen.writesP99} | ${seen.recoverySeconds.toFixed(1)} | ${w.metricsRecoverySeconds === null ? 'not within the window' : w.metricsRecoverySeconds.toFixed(1)} | ${w.detail} |`,
    );
  }
  say(
    `whole run: ${checks.ackedWrites} acknowledged writes, lost ${checks.lostWrites}; closed twice ${checks.closedTwice}; ` +
      `scored twice ${checks.scoredTwice}; not closed (stuck in progress) ${checks.notClosed}; not scored ${checks.notScored}; ` +
      `without a result ${checks.noResult}; wrong ranks ${checks.wrongRanks}; rankings differing from stored results ${ranking.diffs.length} ` +
      `(${ranking.sets} sets, ${ranking.entries} results); results pages showing the rank ${pagesShowingRank.filter(Boolean).length} of ${browsers.length}; browser timers off the server's clock by ${clockErrors.map((e) => `${e.toFixed(1)} s`).join(', ')}`,
  );
  for (const e of checks.examples) say(`  ${e}`);
  if (
    checks.lostWrites +
      checks.closedTwice +
      checks.scoredTwice +
      checks.notClosed +
      checks.notScored +
      checks.noResult >
      0 ||
    ranking.diffs.length > 0 ||
    pagesShowingRank.some((shown) => !shown) ||
    clockErrors.some((e) => !(Math.abs(e) <= 3))
  )
    failed = true;
  http.close();
} catch (err) {
  failed = true;
  say(`fault suite stopped: ${err instanceof Error ? err.stack : String(err)}`);
} finally {
  await stack.stop();
}
say(failed ? 'FAILED' : 'passed');

/**
 * Seconds from the restore until Prometheus sees the platform whole again: every scrape target
 * up, the outbox's oldest row under 5 s and the consumer lag of every group under 100 (null when
 * that does not happen before `until`).
 */
async function healthyAgain(prometheus: string, until: number): Promise<number | null> {
  const from = Date.now();
  const value = async (query: string) => {
    const res = await fetch(`${prometheus}/api/v1/query?query=${encodeURIComponent(query)}`).catch(
      () => null,
    );
    const body = (await res?.json().catch(() => null)) as {
      data?: { result?: { value: [number, string] }[] };
    } | null;
    return Number(body?.data?.result?.[0]?.value[1] ?? Number.NaN);
  };
  while (Date.now() < until) {
    const [down, outboxAge, lag] = await Promise.all([
      value('count(up == 0) or vector(0)'),
      value('max(outbox_oldest_age_seconds) or vector(0)'),
      value('max(sum by (group) (kafka_consumer_lag)) or vector(0)'),
    ]);
    if (down === 0 && outboxAge < 5 && lag < 100) return (Date.now() - from) / 1000;
    await sleepUntil(Date.now() + 1_000);
  }
  return null;
}
process.exit(failed ? 1 : 0);
