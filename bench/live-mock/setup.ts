import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type BulkAccount, createBulkAccounts } from '@ssc/auth';
import { connectMongo } from '@ssc/service-kit';
import type { Redis } from 'ioredis';
import { localSecrets } from '../../scripts/secrets';
import { REPO_ROOT } from '../../scripts/stack';
import { call } from '../support/stack-session';
import type { Mock, Plan } from './aspirant';

/** The stack's auth defaults (services/auth/src/config.ts). */
const ACCESS_TOKEN_TTL_SECONDS = 900;
const SESSION_TTL_SECONDS = 30 * 86_400;

/** What a crowd bench needs of a running stack: its gateway, its data prefix, the store. */
export type CrowdStack = { base: string; dbPrefix: string; infra: { mongoUrl: string } };

/**
 * Before the measured window: an admin makes a `minutes`-long test from a seeded full-length
 * test's questions and schedules a live mock on it an hour ahead (moved to the real start later
 * with `openWaitingRoom`).
 */
export async function scheduleBenchMock(
  stack: CrowdStack,
  admin: string,
  minutes: number,
): Promise<{ testId: string; liveMockId: string }> {
  const tests = (await call(stack.base, 'GET', '/api/admin/tests', admin)) as {
    testType: string;
    questionIds: string[];
    [k: string]: unknown;
  }[];
  const source = tests
    .filter((t) => t.testType === 'FULL_LENGTH')
    .sort((a, b) => b.questionIds.length - a.questionIds.length)[0];
  if (!source) throw new Error('no seeded full-length test');
  const test = (await call(stack.base, 'POST', '/api/admin/tests', admin, {
    title: `Live bench mock ${stack.dbPrefix} ${randomBytes(2).toString('hex')}`,
    description: 'A short paper for the crowd benches',
    testType: 'FULL_LENGTH',
    examType: source.examType,
    section: null,
    sections: source.sections,
    durationMinutes: minutes,
    totalQuestions: source.questionIds.length,
    marksPerQuestion: source.marksPerQuestion,
    negativeMarks: source.negativeMarks,
    totalMarks: source.totalMarks,
    questionIds: source.questionIds,
  })) as { id: string };
  const scheduled = (await call(stack.base, 'POST', '/api/admin/live-mocks', admin, {
    testId: test.id,
    startsAt: new Date(Date.now() + 3_600_000).toISOString(),
  })) as { id: string };
  return { testId: test.id, liveMockId: scheduled.id };
}

/**
 * The aspirants' accounts, written signed in by auth's own `createBulkAccounts` (the documents
 * and ES256 tokens sign-in makes; sign-ins spread over the last 10 minutes — a crowd signs in
 * early, and thousands of scrypt sign-ups would take the box minutes).
 */
export async function signInCrowd(
  stack: CrowdStack,
  redis: Redis,
  count: number,
  emailTag = 'live',
): Promise<BulkAccount[]> {
  const authDb = await connectMongo(stack.infra.mongoUrl, `${stack.dbPrefix}_auth`);
  try {
    return await createBulkAccounts(authDb, redis, {
      count,
      emailOf: (i) => `${emailTag}${i}-${stack.dbPrefix}@bench.test`,
      displayNameOf: (i) => `Aspirant ${i}`,
      password: randomBytes(12).toString('base64url'),
      privateKey: localSecrets(path.join(REPO_ROOT, '.local')).jwtPrivateKey,
      accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
      sessionTtlSeconds: SESSION_TTL_SECONDS,
      signedInAt: () => new Date(Date.now() - Math.random() * 600_000),
    });
  } finally {
    await authDb.close();
  }
}

/** The scheduled mock, its times filled in by `openWaitingRoom`. */
export const benchMock = (scheduled: { testId: string; liveMockId: string }): Mock => ({
  id: scheduled.liveMockId,
  testId: scheduled.testId,
  startsAt: 0,
  endsAt: 0,
  releaseAt: 0,
});

/** A plan to be filled in once the start is known (`planCrowd`). */
export const blankPlan = (): Plan => ({ roomAt: 0, clickAt: 0, thinkMs: [20_000, 40_000], submitAt: null });

/**
 * The admin moves the start to `roomMs` from now (the waiting room is open already); the mock's
 * times are taken from the edit's answer (another instance may show the old schedule for its
 * cache's two seconds).
 */
export async function openWaitingRoom(
  stack: CrowdStack,
  admin: string,
  mock: Mock,
  roomMs: number,
): Promise<void> {
  const view = (await call(stack.base, 'PUT', `/api/admin/live-mocks/${mock.id}`, admin, {
    startsAt: new Date(Date.now() + roomMs).toISOString(),
  })) as { startsAt: string; endsAt: string; resultsReleaseAt: string };
  mock.startsAt = Date.parse(view.startsAt);
  mock.endsAt = Date.parse(view.endsAt);
  mock.releaseAt = Date.parse(view.resultsReleaseAt);
}

/**
 * Each aspirant opens the room in its first half, clicks Start within `spreadMs` of the start,
 * and the first `early` share presses Submit at 50–95 % of the time.
 */
export function planCrowd(plans: Plan[], mock: Mock, spreadMs: number, early: number): void {
  const roomOpen = Date.now();
  plans.forEach((plan, i) => {
    plan.roomAt = roomOpen + Math.random() * (mock.startsAt - roomOpen) * 0.5;
    plan.clickAt = mock.startsAt + 500 + Math.random() * spreadMs;
    plan.submitAt =
      i < Math.round(plans.length * early)
        ? mock.startsAt + (0.5 + Math.random() * 0.45) * (mock.endsAt - mock.startsAt)
        : null;
  });
}
