import { randomBytes, randomUUID } from 'node:crypto';
import type { Caller } from './detectors';
import type { FuzzIds } from './endpoints';
import type { Probe } from './probe';
import { questionBody, testBody } from './templates';

/**
 * What the fuzzer aims at, made through the gateway like any user would: the seeded admin's
 * questions and test (every text carrying the run's marker), the fuzz student with one started
 * — never submitted — attempt, a saved answer and a bookmark, and a victim student with an
 * attempt of their own whose ids the fuzz student tries to use.
 */
export type Fixtures = {
  marker: string;
  ids: FuzzIds;
  nobodyEmail: string;
  student: { email: string; token: string };
  victim: { userId: string; email: string; token: string };
};

type Json = Record<string, unknown>;

async function call(
  probe: Probe,
  caller: Caller,
  method: string,
  target: string,
  body: unknown,
  expected: number,
) {
  const res = await probe.send(
    'setup',
    caller,
    { method, target, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { label: 'fixture' },
  );
  if (res.status !== expected)
    throw new Error(`fixture ${method} ${target}: ${res.status} ${res.body.slice(0, 300)}`);
  return JSON.parse(res.body) as Json;
}

async function signUp(probe: Probe, marker: string, who: string) {
  const email = `fuzz-${who}-${marker}@e2e.test`;
  const body = { email, password: `pw-${randomBytes(9).toString('base64url')}`, displayName: `Fuzz ${who}` };
  const res = await call(probe, 'anonymous', 'POST', '/api/auth/signup', body, 201);
  const session = res.session as { access_token: string; user: { id: string } };
  return { email, token: session.access_token, userId: session.user.id };
}

export async function makeFixtures(
  probe: Probe,
  admin: { email: string; password: string },
): Promise<Fixtures> {
  const marker = `fuzz${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const signedIn = await call(probe, 'anonymous', 'POST', '/api/auth/signin', admin, 200);
  probe.tokens.admin = (signedIn.session as { access_token: string }).access_token;

  const questionIds: string[] = [];
  for (let i = 0; i < 2; i++)
    questionIds.push(
      (await call(probe, 'admin', 'POST', '/api/admin/questions', questionBody(marker, `fixture ${i}`), 201))
        .id as string,
    );
  const test = await call(probe, 'admin', 'POST', '/api/admin/tests', testBody(marker, questionIds), 201);
  const testId = test.id as string;
  const questionId = questionIds[0] as string;

  const student = await signUp(probe, marker, 'student');
  probe.tokens.student = student.token;
  const victim = await signUp(probe, marker, 'victim');
  probe.tokens.victim = victim.token;

  const attempt = await call(probe, 'student', 'POST', '/api/test-attempts', { testId }, 201);
  const victimAttempt = await call(probe, 'victim', 'POST', '/api/test-attempts', { testId }, 201);
  const attemptId = attempt.id as string;
  await call(
    probe,
    'student',
    'POST',
    '/api/question-attempts',
    {
      test_attempt_id: attemptId,
      question_id: questionId,
      selected_answer: 'C',
      attempt_status: 'ANSWERED',
      time_spent: 4,
    },
    200,
  );
  await call(probe, 'student', 'POST', '/api/question-bookmarks', { questionId, attemptId }, 201);
  const liveTest = await call(probe, 'admin', 'POST', '/api/admin/tests', testBody(marker, questionIds), 201);
  const startsAt = new Date(Date.now() + 86_400_000).toISOString();
  const liveMock = await call(
    probe,
    'admin',
    'POST',
    '/api/admin/live-mocks',
    { testId: liveTest.id, startsAt },
    201,
  );

  return {
    marker,
    nobodyEmail: `fuzz-nobody-${marker}@e2e.test`,
    student: { email: student.email, token: student.token },
    victim: { userId: victim.userId, email: victim.email, token: victim.token },
    ids: {
      testId,
      questionId,
      attemptId,
      userId: student.userId,
      victimAttemptId: victimAttempt.id as string,
      fakeId: `nothing-${marker}`,
      fakeUuid: randomUUID(),
      examType: 'SSC_CGL',
      file: `${'0'.repeat(32)}.webp`,
      liveMockId: liveMock.id as string,
    },
  };
}

type AdminAccount = { profile: Json; settings: Json };

/**
 * The seeded admin is shared with the rest of the e2e suite, and fuzzed writes to its own
 * profile and settings that happen to be valid are accepted: read them first, put them back last.
 */
export async function readAdminAccount(probe: Probe): Promise<AdminAccount> {
  const get = async (target: string) => {
    const res = await probe.send('setup', 'admin', { method: 'GET', target }, { label: 'admin account' });
    return JSON.parse(res.body) as Json;
  };
  return { profile: await get('/api/profile'), settings: await get('/api/profile/settings') };
}

export async function restoreAdminAccount(probe: Probe, account: AdminAccount): Promise<void> {
  const { displayName, phone, examPreference, languagePreference } = account.profile;
  await call(
    probe,
    'admin',
    'PUT',
    '/api/profile',
    { displayName, phone: phone ?? '', examPreference, languagePreference },
    200,
  );
  await call(probe, 'admin', 'PUT', '/api/profile/settings', account.settings, 200);
}
