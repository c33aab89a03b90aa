import { randomBytes } from 'node:crypto';
import { questionBody, testBody } from '../fuzz/templates';
import { makePng } from '../support';

/**
 * What schemathesis aims its fixed ids at, all made through the gateway for this spec alone: a
 * test of two questions with a student's live attempt and a scored one, a question to edit, one
 * in no test to delete, a live mock (of a test of its own, tomorrow), a CSV dry run, a spare account (with a profile
 * photo) and a question image. Ids that are not ours never reach schemathesis (it harvests none
 * from answers, and follows links only from what it created: see run-schemathesis.ts).
 */
export type ApiFixtures = {
  marker: string;
  adminToken: string;
  studentToken: string;
  testId: string;
  questionId: string;
  editableQuestionId: string;
  /** In no test, so it can be deleted (once; then it is a 404 like any other id). */
  deletableQuestionId: string;
  liveMockId: string;
  /**
   * What every live mock schemathesis schedules or edits is made of: a test of its own and a
   * shift group of its own. The values it draws itself may be other specs' (its stateful phase
   * reuses values read from lists, whatever the other phases are told): a mock on their test
   * would hold it, and one in their shift group would hold their normalisation back for days.
   */
  liveMockTestId: string;
  shiftGroup: string;
  /** A second account, for a profile photo and for sign-in and refresh with real credentials. */
  spare: { email: string; password: string; refreshToken: string };
  liveAttemptId: string;
  scoredAttemptId: string;
  importJobId: string;
  avatarFile: string;
  questionImageFile: string;
};

type Json = Record<string, unknown>;

export class Api {
  constructor(readonly base: string) {}

  async call(method: string, path: string, opts: { token?: string; json?: unknown; form?: FormData } = {}) {
    const res = await fetch(new URL(path, this.base), {
      method,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: opts.form ?? (opts.json !== undefined ? JSON.stringify(opts.json) : undefined),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as Json,
    };
  }

  /** The call, which must answer `expected`. */
  async expect(expected: number, method: string, path: string, opts: Parameters<Api['call']>[2] = {}) {
    const res = await this.call(method, path, opts);
    if (res.status !== expected)
      throw new Error(`fixture ${method} ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body;
  }
}

const fileOf = (url: unknown) => String(url).split('/').at(-1) ?? '';
const png = (name: string) => new File([makePng(32)], name, { type: 'image/png' });

export async function makeFixtures(
  api: Api,
  admin: { email: string; password: string },
): Promise<ApiFixtures> {
  const marker = `st${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const signedIn = await api.expect(200, 'POST', '/api/auth/signin', { json: admin });
  const adminToken = (signedIn.session as Json).access_token as string;
  const asAdmin = { token: adminToken };

  const question = async (variant: string) =>
    (
      await api.expect(201, 'POST', '/api/admin/questions', {
        ...asAdmin,
        json: questionBody(marker, variant),
      })
    ).id as string;
  const [questionId, editableQuestionId, deletableQuestionId] = [
    await question('a'),
    await question('b'),
    await question('c'),
  ];
  const newTest = async (ids: string[]) =>
    (await api.expect(201, 'POST', '/api/admin/tests', { ...asAdmin, json: testBody(marker, ids) }))
      .id as string;
  const testId = await newTest([questionId, editableQuestionId]);
  // A live mock holds its test until its results are out: a test of its own, not `testId`.
  const liveMockId = (
    await api.expect(201, 'POST', '/api/admin/live-mocks', {
      ...asAdmin,
      json: {
        testId: await newTest([questionId]),
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    })
  ).id as string;

  const liveMockTestId = await newTest([questionId]);

  const csv = new FormData();
  const header =
    'questionTextEnglish,optionAEnglish,optionBEnglish,optionCEnglish,optionDEnglish,correctAnswer';
  csv.append(
    'csv',
    new File([`${header}\n${marker} csv row,a,b,c,d,A\n`], 'dry-run.csv', { type: 'text/csv' }),
  );
  csv.append('dryRun', 'true');
  const importJobId = (
    await api.expect(202, 'POST', '/api/admin/questions/upload', { ...asAdmin, form: csv })
  ).jobId as string;
  const image = new FormData();
  image.append('image', png('question.png'));
  const questionImageFile = fileOf(
    (await api.expect(201, 'POST', '/api/upload/question-image', { ...asAdmin, form: image })).imageUrl,
  );

  const signUp = async (who: string) => {
    const json = {
      email: `${marker}-${who}@e2e.test`,
      password: `pw-${randomBytes(9).toString('base64url')}`,
      displayName: `Schema ${who}`,
    };
    const session = (await api.expect(201, 'POST', '/api/auth/signup', { json })).session as Json;
    return { ...json, token: session.access_token as string, refreshToken: session.refresh_token as string };
  };
  const studentToken = (await signUp('student')).token;
  const asStudent = { token: studentToken };
  // The photo of another account: the student's own is replaced whenever schemathesis uploads one.
  const spare = await signUp('spare');
  const avatar = new FormData();
  avatar.append('image', png('me.png'));
  const avatarFile = fileOf(
    (await api.expect(200, 'POST', '/api/upload/profile-image', { token: spare.token, form: avatar }))
      .imageUrl,
  );

  // A first attempt, answered, submitted and scored; then a second one left in progress.
  const first = (await api.expect(201, 'POST', '/api/test-attempts', { ...asStudent, json: { testId } }))
    .id as string;
  await api.expect(200, 'POST', '/api/question-attempts', {
    ...asStudent,
    json: { testAttemptId: first, questionId, selectedAnswer: 'B', attemptStatus: 'ANSWERED', timeSpent: 7 },
  });
  await api.expect(200, 'POST', `/api/test-attempts/${first}/submit`, { ...asStudent, json: {} });
  await waitScored(api, first, studentToken);
  const live = (await api.expect(201, 'POST', '/api/test-attempts', { ...asStudent, json: { testId } }))
    .id as string;

  return {
    marker,
    adminToken,
    studentToken,
    testId,
    questionId,
    editableQuestionId,
    deletableQuestionId,
    liveMockId,
    liveMockTestId,
    shiftGroup: `${marker}-group`,
    spare: { email: spare.email, password: spare.password, refreshToken: spare.refreshToken },
    liveAttemptId: live,
    scoredAttemptId: first,
    importJobId,
    avatarFile,
    questionImageFile,
  };
}

/** Scoring runs through Kafka and a queue worker: the result page answers 202 until it is done. */
async function waitScored(api: Api, attemptId: string, token: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const res = await api.call('GET', `/api/test-results/${attemptId}`, { token });
    if (res.status === 200) return;
    if (res.status !== 202) throw new Error(`result of ${attemptId}: ${res.status}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`attempt ${attemptId} was not scored within 60 s`);
}
