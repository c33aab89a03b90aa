import { findLeaks, internalShape } from './detectors';
import { adminFingerprint, diff, type FingerprintScope, studentFingerprint } from './fingerprint';
import type { Fixtures } from './fixtures';
import type { Probe } from './probe';
import type { Shot, StateGuard } from './state-guard';
import { questionBody } from './templates';

/**
 * Positive and negative controls against the live stack, run before any fuzzing: every
 * detector must fire on a real answer that has what it looks for, and stay quiet on the real
 * answers that are allowed; the fingerprints must see a real change. A suite whose detectors
 * cannot fire would pass whatever the platform did. Returns what did not hold.
 */
export async function liveControls(probe: Probe, fx: Fixtures, scope: FingerprintScope): Promise<string[]> {
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  const get = (caller: 'anonymous' | 'student' | 'victim' | 'admin', target: string) =>
    probe.send('setup', caller, { method: 'GET', target }, { label: 'control' });

  const health = await get('anonymous', '/health');
  check(health.status === 200, `gateway /health answered ${health.status}`);
  const healthJson = JSON.parse(health.body) as unknown;
  check(internalShape(healthJson, '/health') === undefined, 'the gateway health at /health was flagged');
  check(
    internalShape(healthJson, '/api/tests/../../health') !== undefined,
    'a health report at another path was not flagged',
  );

  const keyed = await get('admin', `/api/admin/tests/${fx.ids.testId}/questions`);
  const asStudent = {
    caller: 'student' as const,
    target: '/api/x',
    status: 200,
    contentType: 'application/json',
    body: keyed.body,
  };
  check(
    findLeaks(asStudent).some((l) => l.includes('answer key')),
    'the answer-key detector did not fire on the admin view of the fixture questions',
  );
  check(
    findLeaks({ ...asStudent, caller: 'admin' }).length === 0,
    'the admin view was flagged for the admin',
  );

  const studentView = await get('student', `/api/test-questions/${fx.ids.testId}`);
  check(studentView.status === 200, `the student's question view answered ${studentView.status}`);
  check(
    findLeaks({ ...asStudent, body: studentView.body }).length === 0,
    "the student's own question view was flagged",
  );

  const victimProfile = await get('victim', '/api/profile');
  check(
    findLeaks({ ...asStudent, body: victimProfile.body }, probe.foreign).some((l) =>
      l.includes("another user's"),
    ),
    "the other-user detector did not fire on the victim's profile",
  );

  const signIn = await probe.send(
    'setup',
    'anonymous',
    {
      method: 'POST',
      target: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: fx.nobodyEmail, password: 'control-guess' }),
    },
    { label: 'control' },
  );
  check(
    signIn.body.includes('Invalid email or password'),
    `sign-in's refusal changed wording: ${signIn.body}`,
  );

  // An accepted request marked "must be refused" is reported (the planted finding is taken back).
  const before = probe.tally.findings.length;
  await probe.send(
    'setup',
    'student',
    { method: 'GET', target: '/api/profile' },
    { label: 'control', mustRefuse: true },
  );
  check(
    probe.tally.findings.slice(before).some((f) => f.kind === 'accepted a request it must refuse'),
    'an accepted request that had to be refused was not reported',
  );
  probe.tally.retract(before);

  // The fingerprints hold still without writes, and see the change an accepted request makes.
  const studentBefore = await studentFingerprint(probe, scope);
  check(
    diff(studentBefore, await studentFingerprint(probe, scope)).length === 0,
    'the student fingerprint is not stable',
  );
  const settings = JSON.parse((await get('student', '/api/profile/settings')).body) as { darkMode: boolean };
  const put = (darkMode: boolean) =>
    probe.send(
      'setup',
      'student',
      {
        method: 'PUT',
        target: '/api/profile/settings',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ darkMode }),
      },
      { label: 'control' },
    );
  await put(!settings.darkMode);
  check(
    diff(studentBefore, await studentFingerprint(probe, scope)).length > 0,
    'the student fingerprint missed a settings change',
  );
  await put(settings.darkMode);

  const adminBefore = await adminFingerprint(probe, scope);
  const created = await probe.send(
    'setup',
    'admin',
    {
      method: 'POST',
      target: '/api/admin/questions',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(questionBody(fx.marker, 'control')),
    },
    { label: 'control' },
  );
  check(created.status === 201, `creating a control question answered ${created.status}`);
  check(
    diff(adminBefore, await adminFingerprint(probe, scope)).length > 0,
    'the admin fingerprint missed a new marked question',
  );
  const id = (JSON.parse(created.body) as { id?: string }).id;
  if (id)
    await probe.send(
      'setup',
      'admin',
      { method: 'DELETE', target: `/api/admin/questions/${id}` },
      { label: 'control' },
    );
  return problems;
}

/**
 * The state guard's own control: a request that changes state while answering as refused (what
 * a bug would look like) must be reported. The planted finding is taken back afterwards.
 */
export async function guardControl(probe: Probe, guard: StateGuard): Promise<string[]> {
  const settings = (darkMode: boolean) => ({
    method: 'PUT',
    target: '/api/profile/settings',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ darkMode }),
  });
  const current = JSON.parse(
    (
      await probe.send(
        'setup',
        'student',
        { method: 'GET', target: '/api/profile/settings' },
        { label: 'control' },
      )
    ).body,
  ) as { darkMode: boolean };
  const planted: Shot = {
    cls: 'setup',
    caller: 'student',
    method: 'PUT',
    target: '/api/profile/settings',
    describe: 'student PUT /api/profile/settings [control: accepted, reported as refused]',
    fire: async (p) => ({
      ...(await p.send('setup', 'student', settings(!current.darkMode), { label: 'control' })),
      status: 400,
    }),
  };
  const before = probe.tally.findings.length;
  await guard.run([planted], { chunk: 1, concurrency: 1 });
  const fired = probe.tally.findings.slice(before).some((f) => f.kind === 'refused requests changed state');
  probe.tally.retract(before);
  await probe.send('setup', 'student', settings(current.darkMode), { label: 'control' });
  await guard.start();
  return fired ? [] : ['the state guard did not report a change made by a refused request'];
}
