import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { seededAdmin, storedSession } from './support';

type Json = Record<string, unknown>;

export const MAIN_SECTIONS = [
  'QUANTITATIVE_APTITUDE',
  'GENERAL_INTELLIGENCE',
  'ENGLISH_COMPREHENSION',
  'GENERAL_AWARENESS',
] as const;

export type CreatedTest = { id: string; title: string; questionIds: string[]; questions: Json[] };

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/signin', { data: seededAdmin() });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { session: { access_token: string } }).session.access_token;
}

export const suffix = () => `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/** A bilingual question; `n` makes its text unique and recognisable on screen. */
export function bilingualQuestion(section: string, n: string, correct = 'A'): Json {
  return {
    section,
    questionTextEnglish: `Question ${n}: which option is right?`,
    questionTextHindi: `प्रश्न ${n}: कौन सा विकल्प सही है?`,
    optionAEnglish: `Alpha ${n}`,
    optionBEnglish: `Bravo ${n}`,
    optionCEnglish: `Charlie ${n}`,
    optionDEnglish: `Delta ${n}`,
    optionAHindi: `अल्फा ${n}`,
    optionBHindi: `ब्रावो ${n}`,
    optionCHindi: `चार्ली ${n}`,
    optionDHindi: `डेल्टा ${n}`,
    correctAnswer: correct,
    explanationEnglish: `Because of rule ${n}.`,
    explanationHindi: `नियम ${n} के कारण।`,
    difficulty: 'MEDIUM',
    topicTags: ['e2e'],
  };
}

/** Creates the questions, then a test over them, through the admin API. */
export async function createExamTest(
  request: APIRequestContext,
  opts: { questions: Json[]; test: Json },
): Promise<CreatedTest> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const questionIds: string[] = [];
  for (const body of opts.questions) {
    const res = await request.post('/api/admin/questions', { headers, data: body });
    expect(res.status(), await res.text()).toBe(201);
    questionIds.push(((await res.json()) as { id: string }).id);
  }
  const marks = Number(opts.test.marksPerQuestion ?? 2);
  const res = await request.post('/api/admin/tests', {
    headers,
    data: {
      description: 'Created by the e2e suite.',
      examType: 'SSC_CGL',
      section: null,
      sections: [],
      durationMinutes: 60,
      totalQuestions: questionIds.length,
      marksPerQuestion: marks,
      negativeMarks: 0.5,
      totalMarks: marks * questionIds.length,
      questionIds,
      ...opts.test,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as { id: string; title: string };
  return { id: created.id, title: created.title, questionIds, questions: opts.questions };
}

/** A FULL_LENGTH test with `perSection` bilingual questions in each of the four sections. */
export function createFullLengthTest(request: APIRequestContext, perSection = 2, test: Json = {}) {
  const s = suffix();
  const questions = MAIN_SECTIONS.flatMap((section, si) =>
    Array.from({ length: perSection }, (_, qi) => bilingualQuestion(section, `${s}-${si}${qi}`)),
  );
  return createExamTest(request, {
    questions,
    test: {
      title: `E2E Full Length ${s}`,
      testType: 'FULL_LENGTH',
      sections: [...MAIN_SECTIONS],
      ...test,
    },
  });
}

/** A short single-section test (e.g. a 1-minute test for the timer). */
export function createShortTest(request: APIRequestContext, count = 3, test: Json = {}) {
  const s = suffix();
  return createExamTest(request, {
    questions: Array.from({ length: count }, (_, i) => bilingualQuestion('GENERAL_AWARENESS', `${s}-${i}`)),
    test: {
      title: `E2E Quiz ${s}`,
      testType: 'SECTIONAL',
      section: 'GENERAL_AWARENESS',
      sections: ['GENERAL_AWARENESS'],
      ...test,
    },
  });
}

/** Starts an attempt of `testId` as the signed-in student, through the gateway; its id. */
export async function startAttempt(page: Page, request: APIRequestContext, testId: string): Promise<string> {
  const { token } = await storedSession(page);
  const res = await request.post('/api/test-attempts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { testId },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Answers the first questions (A, then B: one right, one wrong), submits and waits for the result. */
export async function submitAttempt(
  page: Page,
  request: APIRequestContext,
  attemptId: string,
  questionIds: string[],
) {
  const headers = { Authorization: `Bearer ${(await storedSession(page)).token}` };
  const questionUpdates = questionIds.map((questionId, i) => ({
    questionId,
    selectedAnswer: i === 0 ? 'A' : i === 1 ? 'B' : null,
    timeSpent: 20,
    clientTs: Date.now(),
  }));
  const res = await request.post(`/api/test-attempts/${attemptId}/submit`, {
    headers,
    data: { questionUpdates },
  });
  expect(res.status()).toBe(200);
  await expect
    .poll(async () => (await request.get(`/api/test-results/${attemptId}`, { headers })).status(), {
      timeout: 30_000,
    })
    .toBe(200);
}
