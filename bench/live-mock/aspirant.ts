import type { BulkAccount } from '@ssc/auth';
import { REFRESH_MARGIN_MS, RENEW_AHEAD_SPREAD_MS } from '@ssc/web-core/token-keeper';
import type { CrowdAnswer, CrowdClient } from '../support/crowd-client';
import type { PhaseLog } from '../support/phase-log';

export const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));
const uniform = (lo: number, hi: number) => lo + Math.random() * (hi - lo);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** The waiting room's polling and the results page's re-reads, as the pages do them (useLiveMockRoom.ts, ResultsWithheld.tsx). */
export const ROOM_POLL_MS = 15_000;
export const START_RETRY_MS = 1_000;
export const RELEASE_RETRY_MS = 5_000;
export const PROCESSING_POLL_MS = 1_000;
export const AUTO_SAVE_MS = 30_000;
/** The exam screen's answer queue tries a failed write again after this long. */
const ANSWER_RETRY_MS = 2_000;
const ANSWER_TRIES = 5;
const PATIENT_RETRY_MS = 2_000;

export type Mock = { id: string; testId: string; startsAt: number; endsAt: number; releaseAt: number };
export type Plan = {
  /** When this aspirant opens the waiting room. */
  roomAt: number;
  /** When they click Start (after the start). */
  clickAt: number;
  /** Think time between answers, ms. */
  thinkMs: [number, number];
  /** When they press Submit; null: they leave it to the server's close. */
  submitAt: number | null;
};

/** One write the server acknowledged, as the screen would remember it. */
export type AckedWrite = {
  questionId: string;
  clientTs: number;
  selectedAnswer: string | null;
  attemptStatus: string;
  applied: boolean;
};

export type AspirantRecord = {
  attemptId: string | null;
  acked: AckedWrite[];
  /** Every write sent (once per clientTs), acknowledged or not: the server may hold one whose answer never came back. */
  sent: Omit<AckedWrite, 'applied'>[];
  /** Planned to press Submit early. */
  meantToSubmit: boolean;
  submitted: boolean;
  result: { score: number; rank: number; totalTakers: number } | null;
  /** When their result first showed (epoch ms). */
  resultSeenAt: number | null;
};

/** What an aspirant has been told before their first request. */
export const newAspirantRecord = (): AspirantRecord => ({
  attemptId: null,
  acked: [],
  sent: [],
  meantToSubmit: false,
  submitted: false,
  result: null,
  resultSeenAt: null,
});

type Row = { selectedAnswer: string | null; attemptStatus: string; clientTs: number; timeSpent: number };

/**
 * One aspirant through a live mock, request by request as the real pages send them: the
 * waiting room (one read on opening, then every 15 s until the start), Start (POST, then the exam
 * screen reads the attempt and the questions), an answer every 20–40 s with marks and clears
 * plus the 30 s auto-save, Submit or the server's close, then the results page until released.
 * Access tokens are renewed a minute before they run out, as the app's token keeper does.
 */
export function createAspirant(deps: {
  http: CrowdClient;
  log: PhaseLog;
  account: BulkAccount;
  mock: Mock;
  plan: Plan;
  /**
   * As a person would under faults: a failed start, submit or results read is tried again every
   * 2 s, and an answer write until the end, as the page's durable answer queue does (the crowd
   * bench's aspirant gives up, so its errors count what a crowd was refused).
   */
  patient?: boolean;
}) {
  const { http, log, mock, plan } = deps;
  const patient = deps.patient === true;
  /** Sends until a 2xx (or, when patient, until `until`), 2 s apart; the last answer. */
  const persist = async (kind: string, until: number, send: () => Promise<CrowdAnswer>) => {
    for (;;) {
      const res = await send();
      if (okOrFail(kind, res) || !patient || Date.now() + PATIENT_RETRY_MS > until) return res;
      await sleepUntil(Date.now() + PATIENT_RETRY_MS);
    }
  };
  let token = deps.account.accessToken;
  let expiresAt = deps.account.expiresAt * 1000;
  const record = newAspirantRecord();

  // As the page's token keeper (web-core tokenKeeper.ts): renewed on its own at a spread moment
  // before the last minute, and on demand when a request finds it in that minute.
  let renewal: Promise<void> | null = null;
  let renewTimer: NodeJS.Timeout | undefined;
  const renewAhead = () => {
    clearTimeout(renewTimer);
    const wait = expiresAt - REFRESH_MARGIN_MS - Math.random() * RENEW_AHEAD_SPREAD_MS - Date.now();
    renewTimer = setTimeout(() => void renewOnce(), Math.max(0, wait));
  };
  const renewOnce = () => {
    renewal ??= renew().finally(() => {
      renewal = null;
    });
    return renewal;
  };

  async function freshToken(): Promise<string> {
    if (expiresAt - Date.now() > REFRESH_MARGIN_MS) return token;
    await renewOnce();
    return token;
  }

  async function renew(): Promise<void> {
    const res = await http.send('POST', '/api/auth/refresh', {
      body: { refreshToken: deps.account.refreshToken },
      json: true,
    });
    if (res.status === 200) {
      const session = (res.body as { session: { access_token: string; expires_at: number } }).session;
      token = session.access_token;
      expiresAt = session.expires_at * 1000;
      log.ok('token refresh', res.ms);
      renewAhead();
    } else log.fail('token refresh', failureOf(res));
  }

  async function call(method: string, path: string, body?: unknown, json = false) {
    return http.send(method, path, { token: await freshToken(), body, json });
  }

  function okOrFail(kind: string, res: CrowdAnswer): boolean {
    if (res.status >= 200 && res.status < 300) {
      log.ok(kind, res.ms);
      return true;
    }
    log.fail(kind, failureOf(res));
    return false;
  }

  async function waitingRoom() {
    await sleepUntil(plan.roomAt);
    for (let at = Date.now(); at < mock.startsAt; at += ROOM_POLL_MS) {
      await sleepUntil(at);
      okOrFail('room read', await call('GET', `/api/live-mocks/${mock.id}`));
    }
  }

  async function start(): Promise<{ questions: string[] } | null> {
    await sleepUntil(plan.clickAt);
    const t0 = performance.now();
    let res: CrowdAnswer;
    for (let tries = 1; ; tries++) {
      res = await call('POST', '/api/test-attempts', { testId: mock.testId, liveMockId: mock.id }, true);
      const code = (res.body as { code?: string } | null)?.code;
      if (res.status === 409 && code === 'LIVE_MOCK_NOT_STARTED' && tries < 3) {
        log.refused('start');
        await sleepUntil(Date.now() + START_RETRY_MS);
        continue;
      }
      break;
    }
    const until = mock.endsAt - 30_000;
    if (!okOrFail('start', res)) {
      if (!patient) return null;
      res = await persist('start', until, () =>
        call('POST', '/api/test-attempts', { testId: mock.testId, liveMockId: mock.id }, true),
      );
      if (res.status < 200 || res.status >= 300) return null;
    }
    const attempt = res.body as { id: string; questions: { questionId: string }[] };
    record.attemptId = attempt.id;
    const read = await persist('exam: attempt read', until, () =>
      call('GET', `/api/test-attempts/${encodeURIComponent(attempt.id)}`),
    );
    if (read.status >= 300) return null;
    const questions = await persist('exam: questions read', until, () =>
      call('GET', `/api/test-questions/${mock.testId}`),
    );
    if (questions.status >= 300) return null;
    log.ok('start → questions shown', performance.now() - t0);
    return { questions: attempt.questions.map((q) => q.questionId) };
  }

  async function exam(questionIds: string[]) {
    const attemptId = record.attemptId as string;
    const rows = new Map<string, Row>();
    const timeSpent: Record<string, number> = {};
    const openedAt = Date.now();
    let index = 0;
    const stopAt = plan.submitAt ?? mock.endsAt - 1_000;

    const autoSave = async () => {
      const res = await call('PUT', `/api/test-attempts/${encodeURIComponent(attemptId)}/auto-save`, {
        lastActiveAt: new Date().toISOString(),
        lastActiveQuestionIndex: index,
        lastActiveSection: null,
        durationTaken: Math.floor((Date.now() - openedAt) / 60_000),
        timeSpent,
      });
      okOrFail('auto-save', res);
    };

    const write = async (questionId: string, selectedAnswer: string | null, attemptStatus: string) => {
      const clientTs = Date.now();
      const spent = (timeSpent[questionId] ?? 0) + Math.round(uniform(20, 40));
      timeSpent[questionId] = spent;
      const body = {
        testAttemptId: attemptId,
        questionId,
        selectedAnswer,
        attemptStatus,
        timeSpent: spent,
        clientTs,
      };
      record.sent.push({ questionId, clientTs, selectedAnswer, attemptStatus });
      for (let tries = 1; patient || tries <= ANSWER_TRIES; tries++) {
        const res = await call('POST', '/api/question-attempts', body, true);
        if (okOrFail('answer save', res)) {
          const applied = (res.body as { applied?: boolean }).applied === true;
          record.acked.push({ questionId, clientTs, selectedAnswer, attemptStatus, applied });
          if (applied) rows.set(questionId, { selectedAnswer, attemptStatus, clientTs, timeSpent: spent });
          return;
        }
        if (Date.now() > stopAt) return;
        await sleepUntil(Date.now() + ANSWER_RETRY_MS);
      }
    };

    await autoSave(); // the first open of a fresh attempt saves at once (progress.ts)
    let nextSave = Date.now() + AUTO_SAVE_MS;
    let nextAnswer = Date.now() + uniform(...plan.thinkMs);
    while (Math.min(nextSave, nextAnswer) < stopAt) {
      if (nextSave <= nextAnswer) {
        await sleepUntil(nextSave);
        nextSave += AUTO_SAVE_MS;
        await autoSave();
        continue;
      }
      await sleepUntil(nextAnswer);
      nextAnswer = Date.now() + uniform(...plan.thinkMs);
      const answered = [...rows].filter(([, r]) => r.selectedAnswer !== null).map(([q]) => q);
      const fresh = questionIds.find((q) => !rows.has(q));
      const roll = Math.random();
      if (fresh && (roll < 0.7 || answered.length === 0)) {
        index = questionIds.indexOf(fresh);
        await write(fresh, pick(['A', 'B', 'C', 'D']), roll < 0.07 ? 'ANSWERED_AND_MARKED' : 'ANSWERED');
      } else if (roll < 0.82 && answered.length > 0) {
        await write(pick(answered), pick(['A', 'B', 'C', 'D']), 'ANSWERED'); // changes their mind
      } else if (roll < 0.92 && fresh) {
        index = questionIds.indexOf(fresh);
        await write(fresh, null, 'MARKED_FOR_REVIEW'); // comes back to it later
      } else if (answered.length > 0) {
        await write(pick(answered), null, 'NOT_ATTEMPTED'); // Clear Response
      }
    }
    if (plan.submitAt === null) return; // closes the tab; the server closes the attempt at the end
    record.meantToSubmit = true;
    await sleepUntil(plan.submitAt);
    const questionUpdates = [...rows].map(([questionId, r]) => ({ questionId, ...r }));
    const res = await persist('submit', mock.endsAt, () =>
      call('POST', `/api/test-attempts/${encodeURIComponent(attemptId)}/submit`, {
        questionUpdates,
        reason: 'USER',
      }),
    );
    record.submitted = res.status >= 200 && res.status < 300;
  }

  async function results() {
    const attemptId = record.attemptId as string;
    await sleepUntil(Math.max(Date.now(), plan.submitAt === null ? mock.endsAt + uniform(0, 3_000) : 0));
    for (;;) {
      const res = await call('GET', `/api/test-results/${encodeURIComponent(attemptId)}`, undefined, true);
      const body = res.body as { code?: string; releaseAt?: string; status?: string; rank?: number } | null;
      if (res.status === 409 && body?.code === 'RESULTS_NOT_RELEASED') {
        log.refused('results read');
        const releaseAt = Date.parse(body.releaseAt ?? '');
        await sleepUntil(
          Date.now() + Math.max(RELEASE_RETRY_MS, (Number.isFinite(releaseAt) ? releaseAt : 0) - Date.now()),
        );
        continue;
      }
      if (!okOrFail('results read', res)) {
        if (!patient || Date.now() > mock.releaseAt + 600_000) return;
        await sleepUntil(Date.now() + PATIENT_RETRY_MS);
        continue;
      }
      const result = res.body as { status?: string; score?: number; rank?: number; rankTotal?: number };
      if (res.status === 202 || result.status === 'processing' || typeof result.rank !== 'number') {
        await sleepUntil(Date.now() + PROCESSING_POLL_MS);
        continue;
      }
      record.result = { score: result.score ?? 0, rank: result.rank, totalTakers: result.rankTotal ?? 0 };
      record.resultSeenAt = Date.now();
      log.ok('results: release → result shown', Date.now() - mock.releaseAt);
      return;
    }
  }

  return {
    record,
    async register() {
      await persist('register', Date.now() + 60_000, () =>
        call('POST', `/api/live-mocks/${mock.id}/register`),
      );
    },
    async sit() {
      renewAhead();
      try {
        await waitingRoom();
        const started = await start();
        if (!started) return;
        await exam(started.questions);
        await results();
      } finally {
        clearTimeout(renewTimer);
      }
    },
  };
}

export type Aspirant = ReturnType<typeof createAspirant>;

function failureOf(res: CrowdAnswer): string {
  if (res.networkError) return res.networkError;
  const body = res.body as { code?: string; message?: string } | null;
  return `${res.status} ${body?.code ?? ''} ${body?.message ?? ''}`.trim();
}
