/**
 * A live mock sat by a crowd, through the real gateway:
 *   npm run build && npx tsx bench/live-mock.ts --aspirants 10000
 *   npx tsx bench/live-mock.ts --aspirants 2000 --minutes 10 --room-seconds 90 --start-spread 60
 *
 * Starts its own stack (as built; `bench_*` databases, Kafka topics and queue prefix; ports
 * 30x00) on the local infrastructure. Before the measured window: an admin creates a test of
 * `--minutes` from a seeded full-length test's questions and schedules a live mock on it; the
 * aspirants' accounts are written signed in (auth's `createBulkAccounts`: the documents and
 * ES256 tokens sign-in makes, sign-ins spread over the last 10 minutes — a crowd signs in early,
 * and 10,000 scrypt sign-ups would take the box ten minutes). Measured from then on, every
 * request through the gateway as the pages send it (bench/live-mock/aspirant.ts): registration,
 * the waiting room (`--room-seconds` before the start; one read on opening, then every 15 s), Start within `--start-spread` seconds (POST, then the exam screen's attempt and
 * question reads), an answer every 20–40 s with marks and clears plus the 30 s auto-save, 20 %
 * submitting early, the rest closed by the server at the end, then the results page until the
 * release. Prints per request kind p50/p95/p99, errors and rate; per segment of the timeline
 * the CPU of every process and their peak memory; the time from the close until every result
 * is ranked; then reads the final event streams from Kafka and checks every acknowledged write,
 * close and rank against them.
 */
import { parseArgs } from 'node:util';
import { connectMongo, connectRedis } from '@ssc/service-kit';
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
import { watchOutboxBacklog } from './support/outbox-backlog';
import { createPhaseLog } from './support/phase-log';
import { startRefreshProbe } from './support/refresh-probe';
import { pool, say, signInAdmin, startBenchStack } from './support/stack-session';

const { values: args } = parseArgs({
  options: {
    aspirants: { type: 'string', default: '1000' },
    minutes: { type: 'string', default: '10' },
    'room-seconds': { type: 'string', default: '90' },
    'start-spread': { type: 'string', default: '60' },
    early: { type: 'string', default: '0.2' },
    /** Writes V8 CPU profiles of every process to this folder. */
    profile: { type: 'string' },
    /** A setting for every process of the stack, e.g. `--env DEADLINE_CONCURRENCY=32` (repeatable). */
    env: { type: 'string', multiple: true },
    keep: { type: 'boolean', default: false },
  },
});
const N = Number(args.aspirants);
const MINUTES = Number(args.minutes);
const ROOM_MS = Number(args['room-seconds']) * 1000;
const SPREAD_MS = Number(args['start-spread']) * 1000;
const EARLY = Number(args.early);
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Services listen on the port base + 1..4 (scripts/stack.ts): auth on + 1. */
const PORT_BASE = 30000;
const stack = await startBenchStack({
  port: 30080,
  portBase: PORT_BASE,
  ...(args.profile ? { profileDir: args.profile } : {}),
  env: Object.fromEntries(
    (args.env ?? []).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  ),
});
const { base } = stack;
try {
  say(`stack up (${stack.dbPrefix}); preparing a ${MINUTES}-minute live mock for ${N} aspirants…`);
  const admin = await signInAdmin(stack);
  const scheduled = await scheduleBenchMock(stack, admin, MINUTES);

  const t0 = Date.now();
  const redis = connectRedis(stack.infra.redisUrl, 'live-mock-bench');
  const [probeAccount, ...accounts] = await signInCrowd(stack, redis, N + 1);
  say(`${N} aspirants signed in (written in ${s(Date.now() - t0)}, before the measured window)`);

  const http = crowdClient(base);
  const log = createPhaseLog(stack.processes());
  // Stopped before the end (Ctrl-C, a stalled close): what was measured so far is still printed.
  process.once('SIGINT', () => {
    log.finish();
    say('interrupted: the figures so far');
    for (const line of log.report()) say(line);
    void stack.close(args.keep).finally(() => process.exit(130));
  });
  const mock = benchMock(scheduled);
  const aspirants: Aspirant[] = [];

  log.segment('registration');
  const authDb = await connectMongo(stack.infra.mongoUrl, `${stack.dbPrefix}_auth`);
  const probe = startRefreshProbe({
    base,
    authUrl: `http://127.0.0.1:${PORT_BASE + 1}`,
    authDb,
    account: probeAccount as (typeof accounts)[number],
    segment: () => log.currentSegment(),
  });
  const plans = accounts.map(blankPlan);
  accounts.forEach((account, i) => {
    aspirants.push(createAspirant({ http, log, account, mock, plan: plans[i] as (typeof plans)[number] }));
  });
  const tr = Date.now();
  await pool(aspirants, 64, (a) => a.register());
  say(`registration: ${N} in ${s(Date.now() - tr)}`);

  await openWaitingRoom(stack, admin, mock, ROOM_MS);
  const releaseAt = mock.releaseAt;
  planCrowd(plans, mock, SPREAD_MS, EARLY);
  say(
    `waiting room open: start in ${s(mock.startsAt - Date.now())}, end at start + ${MINUTES} min, results at end + ${s(releaseAt - mock.endsAt)}`,
  );

  log.segment('waiting room');
  const attemptsDb = await connectMongo(stack.infra.mongoUrl, `${stack.dbPrefix}_attempts`);
  const outboxWatch = watchOutboxBacklog(attemptsDb);
  const timeline = (async () => {
    await sleepUntil(mock.startsAt);
    log.segment('start (first minute)');
    await sleepUntil(mock.startsAt + SPREAD_MS + 10_000);
    log.segment('answering');
    await sleepUntil(mock.endsAt);
    log.segment('close and results');
  })();

  // The server's side of the close: attempts closed (attempts' live counts) and ranked (results'
  // live rank set), every 250 ms from the end until every live taker is ranked.
  const closeTimeline: string[] = [];
  const rankedWatch = (async () => {
    await sleepUntil(mock.endsAt);
    let lastNote = 0;
    for (;;) {
      const started = aspirants.filter((a) => a.record.attemptId !== null).length;
      const [ranked, counts] = await Promise.all([
        redis.zcard(`rank:live:${scheduled.liveMockId}`),
        redis.hgetall(`${stack.dbPrefix}:live-mock-counts:${scheduled.liveMockId}`),
      ]);
      if (Date.now() - lastNote >= 5_000) {
        lastNote = Date.now();
        closeTimeline.push(
          `end + ${s(Date.now() - mock.endsAt)}: submitted ${counts.submitted ?? 0}, closed by the server ${counts.closed ?? 0}, ranked ${ranked} of ${started}`,
        );
      }
      if (started > 0 && ranked >= started) return Date.now();
      if (Date.now() - mock.endsAt > 15 * 60_000) return null;
      await sleepUntil(Date.now() + 250);
    }
  })();

  await Promise.all(aspirants.map((a) => a.sit()));
  await timeline;
  const allRankedAt = await rankedWatch;
  log.finish();
  const seen = aspirants.map((a) => a.record.resultSeenAt).filter((t): t is number => t !== null);
  const lastSeen = seen.length > 0 ? Math.max(...seen) : null;

  say(
    `live mock ${scheduled.liveMockId}: ${N} aspirants, ${aspirants.filter((a) => a.record.attemptId).length} started, ${aspirants.filter((a) => a.record.submitted).length} submitted early`,
  );
  for (const line of log.report()) say(line);
  for (const line of await probe.stop()) say(line);
  await authDb.close();
  say(
    `close: the end at ${new Date(mock.endsAt).toISOString()}, the server's close and release at end + ${s(releaseAt - mock.endsAt)}; ` +
      `every result ranked ${allRankedAt ? `${s(allRankedAt - mock.endsAt)} after the end (${s(allRankedAt - releaseAt)} after the close)` : 'NOT within 15 min'}; ` +
      `every aspirant saw their result ${lastSeen ? `${s(lastSeen - mock.endsAt)} after the end` : 'never'}`,
  );

  for (const line of closeTimeline) say(`  ${line}`);
  await outboxWatch.stop();
  say(outboxWatch.summary(mock.startsAt));
  await attemptsDb.close();

  say('reading the final event streams from Kafka…');
  const streams = await readAttemptStreams(stack.infra.kafkaBrokers, `${stack.dbPrefix}.`);
  const checks = checkCrowd(
    aspirants.map((a) => a.record),
    streams,
  );
  say(
    `checks (${streams.events} events): ${checks.ackedWrites} acknowledged writes, lost ${checks.lostWrites}; ` +
      `sheets differing from the last acknowledged answers ${checks.sheetMismatches}; attempts not closed ${checks.notClosed}, ` +
      `closed twice ${checks.closedTwice}, not scored ${checks.notScored}, scored twice ${checks.scoredTwice}, closed as submitted without a Submit ${checks.wrongReason}; ` +
      `Submit pressed but the server's close came first ${checks.submitAfterClose}; started without a result ${checks.noResult}; ` +
      `wrong ranks ${checks.wrongRanks}; request errors ${log.errors()}`,
  );
  for (const e of checks.examples) say(`  ${e}`);
  http.close();
  redis.disconnect();
} finally {
  await stack.close(args.keep);
}
process.exit(0);
