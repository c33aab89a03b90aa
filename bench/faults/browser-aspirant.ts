import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  type AckedWrite,
  type AspirantRecord,
  type Mock,
  newAspirantRecord,
  sleepUntil,
} from '../live-mock/aspirant';
import { call } from '../support/stack-session';

/** A device clock off by this much: Date (not performance.now) is shifted before any page script runs. */
function skewScript(offsetMs: number): string {
  return `(() => {
    const RealDate = Date;
    const offset = ${offsetMs};
    class SkewedDate extends RealDate {
      constructor(...args) { if (args.length === 0) super(RealDate.now() + offset); else super(...args); }
      static now() { return RealDate.now() + offset; }
    }
    globalThis.Date = SkewedDate;
  })();`;
}

const parseHms = (text: string): number => {
  const m = /(\d+):(\d\d):(\d\d)/.exec(text);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : Number.NaN;
};

export type BrowserAspirant = {
  name: string;
  record: AspirantRecord;
  /** Signs up (API), signs in through the page, registers, waits in the room. */
  prepare(): Promise<void>;
  /** Clicks Start at the start and answers until `stopAt`, one click every `thinkMs`. */
  sit(stopAt: number, thinkMs: number): Promise<void>;
  /** Cuts the page's network for `ms` while it keeps answering. */
  offline(ms: number): Promise<void>;
  /** Seconds the exam header shows minus the seconds the server says are left (0 = on the server's clock). */
  timerError(): Promise<number>;
  /**
   * After the close: the results page until it shows the rank among live takers (at most 2 min
   * after the release; whether it did is the answer), then the API for the figures.
   */
  results(untilMs: number): Promise<boolean>;
  /** Waits until the page says every answer is saved, up to `ms`. */
  allSaved(ms: number): Promise<boolean>;
  close(): Promise<void>;
};

/**
 * A real Chromium aspirant on the real exam page through the gateway, for the faults a crowd of
 * HTTP clients cannot show: the page's durable answer queue across a network cut, and a device
 * clock that is wrong. Every answer write the page saw acknowledged is recorded from the network
 * (request body + `applied`), in the same shape as the HTTP crowd's, for the same checks.
 */
export function createBrowserAspirant(deps: {
  browser: Browser;
  base: string;
  mock: Mock;
  name: string;
  email: string;
  password: string;
  clockSkewMs?: number;
}): BrowserAspirant {
  const { browser, base, mock } = deps;
  const record = newAspirantRecord();
  let context: BrowserContext | null = null;
  let page: Page | null = null;
  let token = '';
  const livePage = () => {
    if (!page) throw new Error(`${deps.name}: not prepared`);
    return page;
  };

  const watchWrites = (p: Page) => {
    p.on('request', (req) => {
      if (req.method() !== 'POST' || !req.url().endsWith('/api/question-attempts')) return;
      const body = safeJson(req.postData()) as Omit<AckedWrite, 'applied'> | null;
      if (body && !record.sent.some((w) => w.questionId === body.questionId && w.clientTs === body.clientTs))
        record.sent.push(pickWrite(body));
    });
    p.on('response', async (res) => {
      const req = res.request();
      if (req.method() !== 'POST' || !req.url().endsWith('/api/question-attempts') || res.status() !== 200)
        return;
      const body = safeJson(req.postData()) as Omit<AckedWrite, 'applied'> | null;
      const reply = (await res.json().catch(() => null)) as { applied?: boolean } | null;
      if (body) record.acked.push({ ...pickWrite(body), applied: reply?.applied === true });
    });
  };

  return {
    name: deps.name,
    record,
    async prepare() {
      const signup = (await call(base, 'POST', '/api/auth/signup', null, {
        email: deps.email,
        password: deps.password,
        displayName: deps.name,
      })) as { session: { access_token: string } };
      token = signup.session.access_token;
      await call(base, 'POST', `/api/live-mocks/${mock.id}/register`, token);
      context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
      if (deps.clockSkewMs) await context.addInitScript(skewScript(deps.clockSkewMs));
      page = await context.newPage();
      watchWrites(page);
      await page.goto('/auth');
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(deps.email);
      await form.getByLabel('Password').fill(deps.password);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
      await page.goto(`/live-mocks/${mock.id}`);
    },
    async sit(stopAt, thinkMs) {
      const p = livePage();
      await sleepUntil(mock.startsAt + 1_000);
      const start = p.getByRole('button', { name: 'Start now' });
      await start.click({ timeout: 60_000 });
      await p
        .getByText(/^Question 1 of \d+$/)
        .first()
        .waitFor({ timeout: 60_000 });
      record.attemptId = decodeURIComponent(/\/test(?:-taking)?\/([^/?#]+)/.exec(p.url())?.[1] ?? '') || null;
      const options = ['A', 'B', 'C', 'D'];
      while (Date.now() + thinkMs < stopAt) {
        await sleepUntil(Date.now() + thinkMs);
        const option = options[Math.floor(Math.random() * options.length)] as string;
        await p.getByRole('radio', { name: new RegExp(`^Option ${option}`) }).click({ timeout: 10_000 });
        await p.getByRole('button', { name: 'Save & Next' }).click({ timeout: 10_000 });
      }
    },
    async offline(ms) {
      if (!context) throw new Error(`${deps.name}: not prepared`);
      await context.setOffline(true);
      await sleepUntil(Date.now() + ms);
      await context.setOffline(false);
    },
    async timerError() {
      const p = livePage();
      const label =
        (await p.getByRole('timer', { name: /^Time remaining / }).getAttribute('aria-label')) ?? '';
      const shown = parseHms(label);
      const attempt = (await call(
        base,
        'GET',
        `/api/test-attempts/${encodeURIComponent(record.attemptId ?? '')}`,
        token,
      )) as { deadline: string };
      return shown - (Date.parse(attempt.deadline) - Date.now()) / 1000;
    },
    async results(untilMs) {
      const attemptId = record.attemptId;
      if (!attemptId) return false;
      const p = livePage();
      await p.goto(`/test-results/${encodeURIComponent(attemptId)}`);
      const shown = await p
        .getByTestId('tile-rank')
        .filter({ hasText: 'Rank among live takers' })
        .waitFor({ timeout: Math.max(1_000, mock.releaseAt + 120_000 - Date.now()) })
        .then(() => true)
        .catch(() => false);
      for (; Date.now() < untilMs; await sleepUntil(Date.now() + 2_000)) {
        const res = await fetch(`${base}/api/test-results/${encodeURIComponent(attemptId)}`, {
          headers: { authorization: `Bearer ${token}` },
        }).catch(() => null);
        if (res?.status !== 200) continue;
        const body = (await res.json()) as { score?: number; rank?: number; rankTotal?: number };
        if (typeof body.rank !== 'number') continue;
        record.result = { score: body.score ?? 0, rank: body.rank, totalTakers: body.rankTotal ?? 0 };
        record.resultSeenAt = Date.now();
        return shown;
      }
      return shown;
    },
    async allSaved(ms) {
      const p = livePage();
      try {
        await p.getByTestId('save-state').filter({ hasText: 'All answers saved' }).waitFor({ timeout: ms });
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await context?.close();
    },
  };
}

function pickWrite(body: Omit<AckedWrite, 'applied'>): Omit<AckedWrite, 'applied'> {
  return {
    questionId: body.questionId,
    clientTs: body.clientTs,
    selectedAnswer: body.selectedAnswer,
    attemptStatus: body.attemptStatus,
  };
}

function safeJson(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
