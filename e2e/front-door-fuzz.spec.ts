import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIdentity, signServiceCall } from '@ssc/service-kit';
import { localSecrets } from '../scripts/secrets';
import { REPO_ROOT } from '../scripts/stack';
import { bodyShots } from './fuzz/campaign-bodies';
import { framingShots, headerShots } from './fuzz/campaign-headers';
import { paramShots } from './fuzz/campaign-params';
import { queryShots } from './fuzz/campaign-queries';
import { traversalPlan } from './fuzz/campaign-traversal';
import { uploadShots } from './fuzz/campaign-uploads';
import { guardControl, liveControls } from './fuzz/controls';
import { answerKeyField, findLeaks, internalShape } from './fuzz/detectors';
import { uncoveredRules } from './fuzz/endpoints';
import { diff, victimFingerprint } from './fuzz/fingerprint';
import { makeFixtures, readAdminAccount, restoreAdminAccount } from './fuzz/fixtures';
import { Probe } from './fuzz/probe';
import { baseSeed } from './fuzz/seeds';
import type { FuzzContext } from './fuzz/shots';
import { type Shot, StateGuard } from './fuzz/state-guard';
import { describeFinding, type FuzzClass, Tally } from './fuzz/tally';
import { tokenCases } from './fuzz/tokens';
import { seededAdmin } from './support';

/**
 * The front door, tested from outside the way an attacker meets it: generated bad bodies,
 * params, queries and headers on every rule of the gateway's route table, with every method,
 * as anonymous, a student and the admin; and a traversal corpus from every route prefix aimed
 * at services' internal routes, health and sign-in. Fails on any 5xx, any answer slower than
 * 5 s, any internal route reached, any answer key shown to a student (who never submits here,
 * so no answer of theirs may carry one), and any state a fully refused batch changed. The run
 * is seeded (FUZZ_SEED) and its summary goes to $SSC_REPORTS_DIR/fuzz-summary.json.
 *
 * Sign-in budget: failed sign-ins, refreshes and password resets from 127.0.0.1 are limited per address for
 * the whole e2e run (300 per 15 minutes), so this suite spends at most SIGN_IN_BUDGET of them,
 * all on an account nobody has, and counts what it spent.
 */
const SIGN_IN_BUDGET = 40;
/** Requests in flight: enough to finish in about a minute, few enough to leave the stack to the other specs. */
const CONCURRENCY = 6;

test.describe('front door fuzz', () => {
  test('the detectors fire on known-bad samples and stay quiet on allowed ones', () => {
    const question = { id: 'q1', correctAnswer: 'B', explanationEnglish: 'because' };
    const a = (caller: 'anonymous' | 'student' | 'admin', target: string, body: unknown) => ({
      caller,
      target,
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(body),
    });
    expect(findLeaks(a('student', '/api/x', [question]))).toHaveLength(1);
    expect(
      findLeaks(a('anonymous', '/api/x', { deep: [{ deeper: { explanationHindi: 'x' } }] })),
    ).toHaveLength(1);
    expect(findLeaks(a('admin', '/api/admin/questions', [question]))).toEqual([]);
    expect(answerKeyField({ message: 'Unrecognized key: correctAnswer' })).toBeUndefined();
    expect(findLeaks(a('student', '/api/x', { names: { u1: 'Asha' } }))).toHaveLength(1);
    expect(
      findLeaks(a('student', '/api/x', { attemptId: 'a', userId: 'u', status: 'IN_PROGRESS' })),
    ).toHaveLength(1);
    expect(findLeaks(a('student', '/api/x', { test: {}, questions: [] }))).toHaveLength(1);
    expect(findLeaks(a('student', '/api/x', { userId: 'u', role: 'student', email: 'e' }))).toHaveLength(1);
    expect(findLeaks(a('admin', '/api/x', { total: 3, inProgress: 1 }))).toHaveLength(1);
    const health = { status: 'ok', checks: { mongo: { ok: true, ms: 1 } } };
    expect(internalShape(health, '/api/tests/..%2f..%2fhealth')).toBeDefined();
    expect(internalShape(health, '/health')).toBeUndefined();
    expect(internalShape({ status: 'ok' }, '/alive')).toBeUndefined();
    expect(internalShape({ status: 'ok' }, '/alive/')).toBeDefined();
    expect(findLeaks(a('student', '/api/x', { user: 'victim-id' }), ['victim-id'])).toHaveLength(1);
    // Allowed answers: a public attempt, a results page still being scored, a page of HTML.
    expect(
      findLeaks(
        a('student', '/api/x', { id: 'a', userId: 'u', status: 'IN_PROGRESS', test: {}, questions: [] }),
      ),
    ).toEqual([]);
    expect(
      findLeaks(a('student', '/api/x', { status: 'processing', attemptId: 'a', delayed: false })),
    ).toEqual([]);
    expect(
      findLeaks({
        caller: 'student',
        target: '/x',
        status: 200,
        contentType: 'text/html',
        body: '<p>correctAnswer</p>',
      }),
    ).toEqual([]);
  });

  test('the gateway holds against generated bad input and path traversal', async ({ baseURL }) => {
    test.setTimeout(300_000);
    const seed = baseSeed();
    const tally = new Tally();
    tally.seeds.base = seed;
    const probe = new Probe(new URL(baseURL ?? 'http://localhost:18080'), tally, []);
    const report = (cls: FuzzClass) =>
      expect
        .soft(tally.findingsOf(cls).map(describeFinding).slice(0, 25), `${cls} findings (FUZZ_SEED=${seed})`)
        .toEqual([]);
    let restoreAdmin = async () => {};
    try {
      const fx = await makeFixtures(probe, seededAdmin());
      const adminAccount = await readAdminAccount(probe);
      restoreAdmin = () => restoreAdminAccount(probe, adminAccount);
      probe.foreign.push(fx.victim.userId, fx.victim.email);
      const ctx: FuzzContext = {
        fx,
        seed,
        templates: { ids: fx.ids, marker: fx.marker, nobodyEmail: fx.nobodyEmail },
      };
      const scope = {
        marker: fx.marker,
        testId: fx.ids.testId,
        attemptId: fx.ids.attemptId,
        userId: fx.ids.userId,
      };

      expect(uncoveredRules(fx.ids), 'every gateway rule has an endpoint and every endpoint a rule').toEqual({
        rules: [],
        strayEndpoints: [],
      });
      expect(await liveControls(probe, fx, scope), 'live controls').toEqual([]);

      const secrets = localSecrets(path.join(REPO_ROOT, '.local'));
      // Headers only the gateway may set, validly signed, claiming the fuzz student is an admin.
      const studentAsAdmin = { userId: fx.ids.userId, role: 'admin' as const, email: fx.student.email };
      const keys = {
        tokens: tokenCases({
          studentToken: fx.student.token,
          publicKeyPem: secrets.jwtPublicKey,
          privateKeyPem: secrets.jwtPrivateKey,
        }),
        forgedIdentity: signIdentity(secrets.internalSecret, studentAsAdmin),
        forgedServiceCall: signServiceCall(secrets.internalSecret, {
          caller: 'results',
          onBehalfOf: studentAsAdmin,
        }),
      };

      const guard = new StateGuard(probe, scope);
      await guard.start();
      expect(await guardControl(probe, guard), 'state guard control').toEqual([]);
      const victimBefore = await victimFingerprint(probe, fx.ids.victimAttemptId);
      const fire = (chunk: number) => (shots: Shot[]) =>
        guard.run(shots, { chunk, concurrency: CONCURRENCY });
      const campaigns: [FuzzClass, () => Promise<void>][] = [
        ['bodies', () => fire(20)([...bodyShots(ctx), ...uploadShots()])],
        ['params', () => fire(24)(paramShots(ctx))],
        ['queries', () => fire(24)(queryShots(ctx))],
        ['headers', () => fire(24)([...headerShots(ctx, keys), ...framingShots(ctx)])],
        [
          'traversal',
          async () => {
            const plan = traversalPlan(ctx);
            await fire(400)(plan.first);
            await fire(200)(plan.followUp());
          },
        ],
      ];
      for (const [cls, run] of campaigns) {
        await test.step(cls, async () => {
          await run();
          report(cls);
        });
      }
      const victimAfter = await victimFingerprint(probe, fx.ids.victimAttemptId);
      expect.soft(diff(victimBefore, victimAfter), "the victim's data is unchanged").toEqual([]);
      expect.soft(tally.refusedChunksCompared, 'fully refused chunks were compared').toBeGreaterThan(50);
      expect
        .soft(tally.signInBudgetSpent, 'failed sign-ins spent from the shared budget')
        .toBeLessThanOrEqual(SIGN_IN_BUDGET);
      expect(tally.serverErrors, '5xx answers').toBe(0);
      expect(tally.findings.map(describeFinding).slice(0, 40), `findings (FUZZ_SEED=${seed})`).toEqual([]);
    } finally {
      const restored = await restoreAdmin().then(
        () => 'restored',
        (err: unknown) => String(err),
      );
      expect.soft(restored, "the seeded admin's profile and settings are put back").toBe('restored');
      const file = tally.write();
      const s = tally.summary();
      process.stdout.write(
        `\nfront-door fuzz: ${s.requests} requests in ${s.seconds} s (seed ${seed})\n` +
          `  by class: route×method bodies ${s.byClass.bodies}, params ${s.byClass.params}, ` +
          `queries ${s.byClass.queries}, headers ${s.byClass.headers}, traversal ${s.byClass.traversal}, ` +
          `fixtures and state reads ${s.byClass.setup}\n` +
          `  statuses: ${JSON.stringify(s.statuses)}\n` +
          `  slowest: ${s.slowest.ms} ms ${s.slowest.request} → ${s.slowest.status}\n` +
          `  5xx: ${s.serverErrors}; findings: ${s.findings} ${JSON.stringify(s.findingsByKind)}\n` +
          `  sign-in budget spent: ${s.signInBudgetSpent}/${SIGN_IN_BUDGET}; ` +
          `state compared around ${s.refusedChunksCompared} fully refused chunks\n  summary: ${file}\n`,
      );
      await test.info().attach('fuzz-summary.json', { path: file, contentType: 'application/json' });
    }
  });
});
