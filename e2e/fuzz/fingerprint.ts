import type { Caller } from './detectors';
import type { Probe } from './probe';

/**
 * State visible through the API, read before and after a batch of requests: a batch the
 * platform refused in full must leave it exactly as it was. Only what this run owns is
 * compared — its student, its fixtures, and anything carrying its marker — because the rest
 * of the e2e suite writes questions and tests at the same time on the same stack.
 */
export type FingerprintScope = {
  marker: string;
  testId: string;
  attemptId: string;
  userId: string;
};

export type Fingerprint = Record<string, string>;

/** Fields that change with the clock, not with any request. */
const VOLATILE = new Set(['serverNow', 'durationTaken', 'generatedAt']);

const stable = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), (key, value) => (VOLATILE.has(key) ? undefined : value));
  } catch {
    return body;
  }
};

async function read(probe: Probe, caller: Caller, target: string, pick?: (json: unknown) => unknown) {
  const res = await probe.send('setup', caller, { method: 'GET', target }, { label: 'fingerprint' });
  if (res.status !== 200) return `HTTP ${res.status}`;
  if (!pick) return stable(res.body);
  return JSON.stringify(pick(JSON.parse(res.body)));
}

type Named = { id?: string; title?: string; description?: string | null; userId?: string };

export async function studentFingerprint(probe: Probe, scope: FingerprintScope): Promise<Fingerprint> {
  const parts = {
    profile: read(probe, 'student', '/api/profile'),
    settings: read(probe, 'student', '/api/profile/settings'),
    inProgress: read(probe, 'student', '/api/test-attempts/in-progress'),
    attempt: read(probe, 'student', `/api/test-attempts/${scope.attemptId}`),
    answers: read(probe, 'student', `/api/question-attempts?testAttemptId=${scope.attemptId}`),
    userAttempts: read(probe, 'student', '/api/user-attempts'),
    dashboard: read(probe, 'student', '/api/dashboard-stats'),
    bookmarks: read(probe, 'student', '/api/question-bookmarks'),
  };
  return Object.fromEntries(await Promise.all(Object.entries(parts).map(async ([k, v]) => [k, await v])));
}

export async function adminFingerprint(probe: Probe, scope: FingerprintScope): Promise<Fingerprint> {
  const search = encodeURIComponent(scope.marker);
  const mine = (t: Named) => t.id === scope.testId || `${t.title} ${t.description}`.includes(scope.marker);
  const parts = {
    markedQuestions: read(
      probe,
      'admin',
      `/api/admin/questions?limit=1&search=${search}`,
      (j) => (j as { total: number }).total,
    ),
    markedTests: read(probe, 'admin', '/api/admin/tests', (j) => (j as Named[]).filter(mine)),
    fixtureQuestions: read(probe, 'admin', `/api/admin/tests/${scope.testId}/questions`),
    studentReports: read(probe, 'admin', '/api/admin/question-reports', (j) =>
      (j as Named[]).filter((r) => r.userId === scope.userId),
    ),
  };
  return Object.fromEntries(await Promise.all(Object.entries(parts).map(async ([k, v]) => [k, await v])));
}

/** The parts that differ, each as "name: before → after" (shortened). */
export function diff(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after })
    .filter((k) => before[k] !== after[k])
    .map((k) => `${k}: ${short(before[k])} → ${short(after[k])}`);
}

const short = (s: string | undefined) => (s && s.length > 160 ? `${s.slice(0, 160)}…` : String(s));

/**
 * A fingerprint once it holds still: after accepted writes, derived state (the question
 * index, caches) may settle for a moment, and that is not a rejected request's doing.
 */
export async function settled(take: () => Promise<Fingerprint>, tries = 10): Promise<Fingerprint> {
  let last = await take();
  for (let i = 0; i < tries; i++) {
    await new Promise((r) => setTimeout(r, 150));
    const next = await take();
    if (diff(last, next).length === 0) return next;
    last = next;
  }
  return last;
}

/** The victim's own view of their data: nothing the fuzz student sends may change it. */
export async function victimFingerprint(probe: Probe, victimAttemptId: string): Promise<Fingerprint> {
  const parts = {
    profile: read(probe, 'victim', '/api/profile'),
    inProgress: read(probe, 'victim', '/api/test-attempts/in-progress'),
    attempt: read(probe, 'victim', `/api/test-attempts/${victimAttemptId}`),
    answers: read(probe, 'victim', `/api/question-attempts?testAttemptId=${victimAttemptId}`),
    bookmarks: read(probe, 'victim', '/api/question-bookmarks'),
  };
  return Object.fromEntries(await Promise.all(Object.entries(parts).map(async ([k, v]) => [k, await v])));
}
