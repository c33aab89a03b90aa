import type {
  AnswerWriteResult,
  AttemptLanguage,
  QuestionUpdate,
  RecordAnswerRequest,
  SaveProgressRequest,
  StudentQuestion,
  SubmitAttemptRequest,
  Test,
  TestAttempt,
} from '@ssc/contracts';
import type { Language } from '../early/firstQuestion';
import { api } from './api';

const enc = encodeURIComponent;

/* Request bodies are the contracts' types (type-only imports: no zod in the bundle). */

/** PUT /api/test-attempts/{id}/auto-save (spec section 7, plus the cumulative time per question). */
export type SaveProgressBody = SaveProgressRequest;

/**
 * POST /api/question-attempts, with the ordering key `clientTs`, in camelCase: the server takes
 * it as it is (the spec's snake_case form stays accepted for other clients).
 */
export type RecordAnswerBody = RecordAnswerRequest;

/** One row of the final answer sheet sent with the submission. */
export type SubmitQuestionUpdate = QuestionUpdate;

export type SubmitAttemptBody = SubmitAttemptRequest;

/** What the server takes in one `?ids=` read (the catalog caps a list at 500 ids). */
const IDS_PER_REQUEST = 100;

async function questionsByIds(testId: string, ids: readonly string[]): Promise<StudentQuestion[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) chunks.push(ids.slice(i, i + IDS_PER_REQUEST));
  const pages = await Promise.all(
    chunks.map((chunk) =>
      api.get<StudentQuestion[]>(`/api/test-questions/${enc(testId)}?ids=${chunk.map(enc).join(',')}`),
    ),
  );
  return pages.flat();
}

/** The exam screen's language ('english' | 'hindi', as in `?lang=`) as the API names it. */
export const paperLanguage = (language: Language): AttemptLanguage =>
  language === 'hindi' ? 'HINDI' : 'ENGLISH';

/**
 * Taking a test (spec section 7): the test and its questions as a student sees them, and the
 * attempt calls. The catalog reads live here, not in testsApi, because only this flow uses them.
 */
export const attemptsApi = {
  test: (testId: string) => api.get<Test>(`/api/tests/${enc(testId)}`),
  testQuestions: (testId: string) => api.get<StudentQuestion[]>(`/api/test-questions/${enc(testId)}`),
  /** The given questions in the given order: an attempt's frozen list when the test changed since. */
  questionsByIds,

  /**
   * A new attempt in the paper's language the student chose before starting (answer-key rulings
   * for one language's takers go by it); resuming an attempt keeps the language it started in.
   */
  start: (testId: string, language: AttemptLanguage) =>
    api.post<TestAttempt>('/api/test-attempts', { testId, language }),
  get: (attemptId: string, signal?: AbortSignal) =>
    api.get<TestAttempt>(`/api/test-attempts/${enc(attemptId)}`, signal),
  autoSave: (attemptId: string, body: SaveProgressBody, opts?: { keepalive?: boolean }) =>
    api.put<unknown>(`/api/test-attempts/${enc(attemptId)}/auto-save`, body, opts),
  recordAnswer: (body: RecordAnswerBody) => api.post<AnswerWriteResult>('/api/question-attempts', body),
  submit: (attemptId: string, body: SubmitAttemptBody) =>
    api.post<TestAttempt>(`/api/test-attempts/${enc(attemptId)}/submit`, body),
};
