import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CSV_REQUIRED_COLUMNS } from '@ssc/contracts';
import { documentedOperations } from '../gateway/src/openapi/documented-operations';
import { ensureSchemathesis } from '../scripts/schemathesis';
import { REPO_ROOT } from '../scripts/stack';
import { ENDPOINTS } from './fuzz/endpoints';
import { Api, type ApiFixtures, makeFixtures } from './schemathesis/fixtures';
import { type HarEntry, type Pinned, type RunResult, runSchemathesis } from './schemathesis/run-schemathesis';
import { seededAdmin } from './support';

/**
 * schemathesis, a property-based API tester nobody here wrote, against the gateway's own
 * OpenAPI document (GET /api/openapi.json): the public and student operations with a student's
 * token, the admin operations with the admin's, with generated valid and invalid input (seeded,
 * one worker: a run is reproducible). Any 5xx, any answer whose status, content type or body
 * its operation does not document, any valid request refused or invalid one accepted, any
 * method a path is not served with answered otherwise than 405 with `Allow` — every check
 * schemathesis has, in all four of its phases (the stateful one following the document's links)
 * — is a finding and fails the spec. The summary goes to
 * $SSC_REPORTS_DIR/schemathesis-summary.json, each run's full report (JSON, and every request
 * as HAR) beside it.
 *
 * The e2e stack is shared with the specs running in parallel, so what could spoil their data
 * is isolated, not skipped:
 * - requests come from 127.0.0.2, another client address on this machine: the gateway limits
 *   failed sign-ins and refreshes per address, and the many that schemathesis sends spend that
 *   address's budget, never the 127.0.0.1 one the other specs sign in from;
 * - the admin run has only admin operations: the seeded admin's own profile and settings,
 *   which other specs sign in with, are changed by the student run's student only;
 * - ids schemathesis cannot guess are pinned to this spec's fixtures; deletes are not pinned: the
 *   stateful phase deletes what it created, through the document's links. It harvests no ids
 *   from answers and infers no links (run-schemathesis.ts); the tests and questions its valid
 *   bodies created and left are deleted after the run;
 * - sign-out ends only the session of the refresh token sent, and schemathesis never holds one
 *   of ours; there is no account deletion in the API.
 */
// The review's settings: 20 cases per operation and phase, seed 7 (about 1.5 minutes a run here).
const EXAMPLES = Number(process.env.SCHEMATHESIS_EXAMPLES ?? 20);
const SEED = Number(process.env.SCHEMATHESIS_SEED ?? 7);
const REPORTS = process.env.SSC_REPORTS_DIR ?? path.join(REPO_ROOT, '.local', 'reports');

type Doc = { paths: Record<string, Record<string, { operationId: string; 'x-access': string }>> };

function studentPins(fx: ApiFixtures): Pinned {
  const attempt = { 'path.id': fx.liveAttemptId };
  const answer = { 'path.attemptId': fx.liveAttemptId };
  return {
    // A spare account's real credentials: valid sign-ins and refreshes are answered too.
    signIn: { 'body.email': fx.spare.email, 'body.password': fx.spare.password },
    refreshSession: { 'body.refreshToken': fx.spare.refreshToken },
    getTest: { 'path.id': fx.testId },
    getTestQuestions: { 'path.testId': fx.testId },
    startAttempt: { 'body.testId': fx.testId },
    getAttempt: attempt,
    updateAttempt: attempt,
    autoSaveAttempt: attempt,
    // The scored attempt: submitting again is idempotent, so the live one stays live for the rest.
    submitAttempt: { 'path.id': fx.scoredAttemptId },
    listQuestionAttempts: { 'query.testAttemptId': fx.liveAttemptId },
    recordAnswer: { 'body.testAttemptId': fx.liveAttemptId, 'body.questionId': fx.questionId },
    saveAnswersInBulk: { ...answer, 'body.questionUpdates.0.questionId': fx.questionId },
    updateAnswer: { ...answer, 'path.questionId': fx.questionId },
    getTestResult: { 'path.attemptId': fx.scoredAttemptId },
    getTestSolutions: { 'path.attemptId': fx.scoredAttemptId },
    saveBookmark: { 'body.questionId': fx.questionId },
    removeBookmark: { 'path.questionId': fx.questionId },
    reportQuestion: { 'body.questionId': fx.questionId },
    getLiveMock: { 'path.id': fx.liveMockId },
    registerForLiveMock: { 'path.id': fx.liveMockId },
    getLiveMockLeaderboard: { 'path.id': fx.liveMockId },
    getAvatar: { 'path.file': fx.avatarFile },
    getQuestionImage: { 'path.file': fx.questionImageFile },
  };
}

function adminPins(fx: ApiFixtures): Pinned {
  // Tests made of a question that exists, so valid bodies are accepted (and deleted after the run).
  const oneQuestion = { 'body.questionIds': [fx.questionId], 'body.totalQuestions': 1 };
  return {
    adminGetTestQuestions: { 'path.id': fx.testId },
    createTest: oneQuestion,
    updateTest: { 'path.id': fx.testId, ...oneQuestion },
    updateQuestion: { 'path.id': fx.editableQuestionId },
    deleteQuestion: { 'path.id': fx.deletableQuestionId },
    updateLiveMock: { 'path.id': fx.liveMockId },
    cancelLiveMock: { 'path.id': fx.liveMockId },
    getImportJob: { 'path.jobId': fx.importJobId },
    getImportErrorsCsv: { 'path.jobId': fx.importJobId },
  };
}

/** Ids of what schemathesis's valid bodies created through `POST path` (201). */
const created = (entries: HarEntry[], apiPath: string): string[] =>
  entries.flatMap((e) => {
    if (
      e.request.method !== 'POST' ||
      new URL(e.request.url).pathname !== apiPath ||
      e.response.status !== 201
    )
      return [];
    const id = (JSON.parse(e.response.content.text ?? '{}') as { id?: unknown }).id;
    return typeof id === 'string' ? [id] : [];
  });

const summaryOf = (label: string, operations: string[], result: RunResult) => ({
  label,
  operations: result.report.operations.tested,
  operationIds: operations,
  casesGenerated: result.report.test_cases.generated,
  requestsSent: result.har.log.entries.length,
  failures: result.report.test_cases.unique_failures,
  errors: result.report.errors.length,
  exitCode: result.exitCode,
  seconds: Math.round(result.report.running_time),
  statuses: result.har.log.entries.reduce<Record<number, number>>((tally, e) => {
    tally[e.response.status] = (tally[e.response.status] ?? 0) + 1;
    return tally;
  }, {}),
  warnings: Object.fromEntries(
    Object.entries(result.report.warnings)
      .filter(([, list]) => list.length > 0)
      .map(([k, list]) => [k, list.length]),
  ),
});

test('the front-door fuzzer aims at exactly the documented operations', () => {
  const documented = documentedOperations()
    .filter((op) => op.service !== 'gateway')
    .map((op) => `${op.method.toUpperCase()} ${op.path.replace(/\{[^}]+\}/g, '{}')}`);
  const fuzzed = ENDPOINTS.flatMap((e) =>
    Object.keys(e.served).map((method) => `${method} ${e.template.replace(/:[A-Za-z]+/g, '{}')}`),
  );
  expect(fuzzed.sort()).toEqual(documented.sort());
});

test('schemathesis finds no server error and no undocumented answer', async ({ baseURL, request }) => {
  test.setTimeout(600_000);
  const started = Date.now();
  const { st, version } = await ensureSchemathesis();
  const base = new URL(baseURL ?? 'http://localhost:18080');
  base.hostname = '127.0.0.2';
  const api = new Api(base.origin);
  const schemaUrl = `${base.origin}/api/openapi.json`;

  // Public and cacheable. (Playwright's client: fetch() marks a conditional request no-cache.)
  const served = await request.get(schemaUrl);
  expect(served.headers()['cache-control']).toBe('public, max-age=300');
  const revalidated = await request.get(schemaUrl, {
    headers: { 'if-none-match': served.headers().etag ?? '' },
  });
  expect(revalidated.status()).toBe(304);
  const doc = (await served.json()) as Doc;
  const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
  const adminOps = operations.filter((op) => op['x-access'] === 'admin').map((op) => op.operationId);
  const otherOps = operations.filter((op) => op['x-access'] !== 'admin').map((op) => op.operationId);
  expect(adminOps.length).toBeGreaterThan(10);

  const fx = await makeFixtures(api, seededAdmin());
  const dir = path.join(REPORTS, 'schemathesis');
  const common = {
    st,
    schemaUrl,
    examples: EXAMPLES,
    seed: SEED,
    dir,
    hookData: {
      csvColumns: CSV_REQUIRED_COLUMNS,
      liveMockTestId: fx.liveMockTestId,
      shiftGroup: fx.shiftGroup,
    },
  };
  const student = await runSchemathesis({
    ...common,
    label: 'student',
    token: fx.studentToken,
    operationIds: otherOps,
    pinned: studentPins(fx),
  });
  const admin = await runSchemathesis({
    ...common,
    label: 'admin',
    token: fx.adminToken,
    operationIds: adminOps,
    pinned: adminPins(fx),
  });

  const asAdmin = { token: fx.adminToken };
  for (const id of created(admin.har.log.entries, '/api/admin/tests'))
    await api.call('DELETE', `/api/admin/tests/${id}`, asAdmin);
  for (const id of created(admin.har.log.entries, '/api/admin/questions'))
    await api.call('DELETE', `/api/admin/questions/${id}`, asAdmin);

  const runs = [summaryOf('student', otherOps, student), summaryOf('admin', adminOps, admin)];
  const summary = {
    schemathesis: version,
    seed: SEED,
    examplesPerOperation: EXAMPLES,
    documentedOperations: operations.length,
    casesGenerated: runs.reduce((n, r) => n + r.casesGenerated, 0),
    requestsSent: runs.reduce((n, r) => n + r.requestsSent, 0),
    failures: runs.reduce((n, r) => n + r.failures, 0),
    seconds: Math.round((Date.now() - started) / 1000),
    runs,
  };
  fs.mkdirSync(REPORTS, { recursive: true });
  fs.writeFileSync(path.join(REPORTS, 'schemathesis-summary.json'), `${JSON.stringify(summary, null, 2)}\n`);

  for (const [label, result] of [
    ['student', student],
    ['admin', admin],
  ] as const) {
    const failures = result.output.slice(result.output.indexOf('FAILURES'), result.output.indexOf('SUMMARY'));
    expect(result.report.failures, `${label} run findings (SCHEMATHESIS_SEED=${SEED}):\n${failures}`).toEqual(
      [],
    );
    expect(result.report.errors, `${label} run errors:\n${result.output.slice(-4000)}`).toEqual([]);
    expect(result.exitCode, `${label} run exit code:\n${result.output.slice(-4000)}`).toBe(0);
  }
  // getOpenApiDocument is the schema itself, which schemathesis loads rather than tests.
  expect(student.report.operations.tested + admin.report.operations.tested).toBeGreaterThanOrEqual(
    operations.length - 1,
  );
});
