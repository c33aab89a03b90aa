import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import jwt from 'jsonwebtoken';
import { localSecrets } from '../scripts/secrets';
import { REPO_ROOT } from '../scripts/stack';
import { createShortTest } from './exam-fixtures';
import { newStudent, signIn, signUp, storedSession, submitSignIn } from './support';

/**
 * The front door as users meet it: sign-in limits that stop a guesser without locking out
 * everyone behind the same address, sessions that end when they should, and an exam that
 * never logs a student out because a short-lived token ran out.
 */

/** The page's local storage, typed here (the e2e project has no DOM types). */
type PageGlobals = { localStorage: { setItem(key: string, value: string): void } };

const saveState = (page: Page) => page.getByTestId('save-state');
const option = (page: Page, letter: string) =>
  page.getByRole('radio', { name: new RegExp(`^Option ${letter}`) });

/** An access token for the same user and session, already expired (signed with the stack's key). */
function expiredTwinOf(token: string): string {
  const claims = jwt.decode(token) as { sub: string; role: string; email: string; sid: string };
  const now = Math.floor(Date.now() / 1000);
  return jwt.sign(
    { role: claims.role, email: claims.email, sid: claims.sid, iat: now - 1_000, exp: now - 60 },
    localSecrets(path.join(REPO_ROOT, '.local')).jwtPrivateKey,
    { algorithm: 'ES256', subject: claims.sub, issuer: 'ssc-auth', audience: 'ssc-api' },
  );
}

test.describe('sign-in limits', () => {
  test('200 students behind one address get in while a guesser at one account is stopped', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const victim = newStudent('Victim Student');
    const students = Array.from({ length: 200 }, (_, i) => newStudent(`Class Student ${i}`));
    for (const account of [victim, ...students]) {
      const res = await request.post('/api/auth/signup', {
        data: { email: account.email, password: account.password, displayName: account.name },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    // The guesser, from the same address as the class, while the class signs in.
    const guesses: number[] = [];
    const guessing = (async () => {
      for (let i = 0; i < 40; i++) {
        const res = await request.post('/api/auth/signin', {
          data: { email: victim.email, password: `guess-${i}` },
        });
        guesses.push(res.status());
        if (res.status() === 429) expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
      }
    })();

    // A classroom: 20 students at the Sign In form on shared computers, 180 from their own
    // browser tabs at once (the same Chromium, the same address, the app's own request).
    const started = Date.now();
    const signedIn: string[] = [];
    const atTheForm = students.slice(0, 20);
    const inTabs = students.slice(20);
    const timed = async (part: string, work: Promise<void>) => {
      await work;
      test
        .info()
        .annotations.push({ type: part, description: `${((Date.now() - started) / 1000).toFixed(1)} s` });
    };
    await Promise.all([
      timed('form lane 1', signInLane(browser, atTheForm.slice(0, 10), signedIn)),
      timed('form lane 2', signInLane(browser, atTheForm.slice(10), signedIn)),
      timed('tabs', signInFromTabs(browser, inTabs, signedIn)),
    ]);
    await guessing;
    const seconds = (Date.now() - started) / 1000;
    test.info().annotations.push({
      type: 'sign-ins',
      description: `200 students signed in from one address in ${seconds.toFixed(1)} s`,
    });

    expect(signedIn).toHaveLength(200);
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(guesses.slice(10)).toEqual(Array(30).fill(429));
    // The right password no longer helps the guesser; the account waits out its window.
    const right = await request.post('/api/auth/signin', {
      data: { email: victim.email, password: victim.password },
    });
    expect(right.status()).toBe(429);
  });
});

/** Signs students in from a browser page the way the app does (POST /api/auth/signin), ten at a time. */
async function signInFromTabs(
  browser: Browser,
  accounts: ReturnType<typeof newStudent>[],
  signedIn: string[],
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/auth');
    for (let i = 0; i < accounts.length; i += 10) {
      const batch = accounts.slice(i, i + 10).map(({ email, password }) => ({ email, password }));
      const answers = await page.evaluate(async (credentials) => {
        const signInOne = async (body: { email: string; password: string }) => {
          const res = await fetch('/api/auth/signin', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          const json = (await res.json()) as { user?: { email?: string } };
          return { status: res.status, email: json.user?.email };
        };
        return Promise.all(credentials.map(signInOne));
      }, batch);
      for (const [k, answer] of answers.entries()) {
        expect(answer, batch[k]?.email).toEqual({ status: 200, email: batch[k]?.email });
        signedIn.push(answer.email as string);
      }
    }
  } finally {
    await context.close();
  }
}

/**
 * Signs each student in through the Sign In form and out through the account menu, one after
 * another in one browser tab, the way a shared computer in a coaching centre is used.
 */
async function signInLane(browser: Browser, accounts: ReturnType<typeof newStudent>[], signedIn: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/auth');
    for (const account of accounts) {
      await submitSignIn(page, account);
      await expect(page).toHaveURL(/\/dashboard$/);
      const { user } = await storedSession(page);
      expect(JSON.parse(user ?? '{}').email).toBe(account.email);
      signedIn.push(account.email);
      await page.getByRole('button', { name: /Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/auth$/);
    }
  } finally {
    await context.close();
  }
}

test.describe('sessions', () => {
  test('signing out ends the session on the server: the old token is refused everywhere', async ({
    page,
    request,
  }) => {
    const student = newStudent();
    await signUp(page, student);
    const { token } = await storedSession(page);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await request.get('/api/profile', { headers: auth })).status()).toBe(200);

    await page.getByRole('button', { name: /Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);

    for (const path of ['/api/profile', '/api/dashboard-stats', '/api/test-attempts/in-progress']) {
      await expect
        .poll(async () => (await request.get(path, { headers: auth })).status(), { timeout: 15_000 })
        .toBe(401);
    }
    const body = await (await request.get('/api/profile', { headers: auth })).json();
    expect(body).toMatchObject({
      code: 'SESSION_ENDED',
      message: 'Your session has ended. Please log in again',
    });
    // Signing in again works as before.
    await signIn(page, student);
  });

  test('an expired access token mid-exam is renewed: no answer lost, no sign-out', async ({
    page,
    request,
  }) => {
    const exam = await createShortTest(request, 3);
    await signUp(page, newStudent());
    await page.goto(`/test-instructions/${exam.id}`);
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Start Test' }).click();
    await expect(page.getByText(/^Question 1 of 3$/)).toBeVisible();
    const attemptId = new URL(page.url()).pathname.split('/').pop() as string;

    // The server says the token has expired while this device thinks it is fresh (a clock off).
    const { token } = await storedSession(page);
    await page.evaluate(
      (stale) => {
        const { localStorage } = globalThis as unknown as PageGlobals;
        localStorage.setItem('token', stale);
        localStorage.setItem('token_expires_at', String(Date.now() + 3_600_000));
      },
      expiredTwinOf(token as string),
    );
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200,
    );
    await option(page, 'B').click();
    await refreshed;
    await expect(saveState(page)).toHaveText('All answers saved');

    // This device knows its token is about to run out: it renews before sending the answer.
    await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).localStorage.setItem(
        'token_expires_at',
        String(Date.now() + 20_000),
      ),
    );
    const renewedFirst = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200,
    );
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await option(page, 'C').click();
    await renewedFirst;
    await expect(saveState(page)).toHaveText('All answers saved');
    await expect(page).toHaveURL(new RegExp(`/test-taking/${attemptId}`));

    const fresh = (await storedSession(page)).token;
    const saved = await request.get(`/api/question-attempts?testAttemptId=${attemptId}`, {
      headers: { Authorization: `Bearer ${fresh}` },
    });
    const rows = (await saved.json()) as { questionId: string; selectedAnswer: string | null }[];
    const byId = new Map(rows.map((r) => [r.questionId, r.selectedAnswer]));
    expect(exam.questionIds.slice(0, 2).map((id) => byId.get(id))).toEqual(['B', 'C']);
  });

  test('an open page renews its token on its own before it runs out, with nothing else sent', async ({
    page,
  }) => {
    // The page's clock, and the spread of its renewal pinned to the middle of its window: a
    // 15-minute token is then renewed 12.5 minutes after sign-in (a minute's margin, then half
    // of three minutes), while a request would renew on demand only in its last minute.
    await page.clock.install();
    await page.addInitScript(() => {
      Math.random = () => 0.5;
    });
    await signUp(page, newStudent());
    const before = (await storedSession(page)).token;
    const sent: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/')) sent.push(`${r.method()} ${pathname}`);
    });

    await page.clock.fastForward('12:00');
    expect(sent).not.toContain('POST /api/auth/refresh');
    const renewed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200);
    await page.clock.fastForward('01:00');
    await renewed;
    // Renewed with two and a half minutes left: nothing the page sent asked for it.
    expect(sent.filter((line) => line.startsWith('POST /api/auth/'))).toEqual(['POST /api/auth/refresh']);
    await expect.poll(async () => (await storedSession(page)).token).not.toBe(before);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
