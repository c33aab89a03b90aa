import type {
  AttemptSummary,
  Bookmark,
  DashboardStats,
  DeadLetter,
  DeadLetterRetry,
  ItemAnalysisReport,
  MistakeDeckSummary,
  MistakeMockCreated,
  QuestionReport,
  ResultProcessing,
  SolutionsResponse,
  TestType,
  UserAttempt,
} from '@ssc/contracts';
import { api } from '@ssc/web-core';
import { DASHBOARD_STATS_URL, IN_PROGRESS_URL, MISTAKE_DECK_URL } from '../early/firstReads';
import { toQueryString } from './catalogApi';
import type { ReportQuestionBody, ResultResponse } from './pageApiTypes';

const enc = encodeURIComponent;

/** A 202 is a success to the API client: the body tells "still scoring" from a result. */
export function isResultProcessing(body: ResultResponse | undefined): body is ResultProcessing {
  return !!body && 'status' in body && body.status === 'processing';
}

/**
 * Results, solutions and progress (spec section 7). The resume list is served by attempts but
 * lives here because only the progress views (dashboard, /tests) read it.
 */
export const resultsApi = {
  result: (attemptId: string, signal?: AbortSignal) =>
    api.get<ResultResponse>(`/api/test-results/${enc(attemptId)}`, signal),
  solutions: (attemptId: string, signal?: AbortSignal) =>
    api.get<SolutionsResponse>(`/api/test-solutions/${enc(attemptId)}`, signal),
  dashboardStats: (signal?: AbortSignal) => api.get<DashboardStats>(DASHBOARD_STATS_URL, signal),
  /** Completed attempts, newest first. */
  userAttempts: (testType?: TestType | null, signal?: AbortSignal) =>
    api.get<UserAttempt[]>(`/api/user-attempts${toQueryString({ testType })}`, signal),
  inProgress: (signal?: AbortSignal) => api.get<AttemptSummary[]>(IN_PROGRESS_URL, signal),

  bookmarks: () => api.get<Bookmark[]>('/api/question-bookmarks'),
  addBookmark: (questionId: string, attemptId?: string) =>
    api.post<Bookmark>('/api/question-bookmarks', { questionId, attemptId }),
  removeBookmark: (questionId: string) => api.delete<void>(`/api/question-bookmarks/${enc(questionId)}`),
  reportQuestion: (body: ReportQuestionBody) => api.post<QuestionReport>('/api/question-reports', body),
  /** The mistake deck: due, waiting and retired questions. */
  mistakeDeck: (signal?: AbortSignal) => api.get<MistakeDeckSummary>(MISTAKE_DECK_URL, signal),
  /** A personal mini-mock of the due questions (409 when none is due). */
  createMistakeMock: () => api.post<MistakeMockCreated>('/api/mistake-deck/mini-mock'),
};

/** Where a test's item analysis is as CSV (the download link's address). */
export const itemAnalysisCsvPath = (testId: string): string =>
  `/api/admin/tests/${enc(testId)}/item-analysis?format=csv`;

/** Admin views of what students reported and what scoring could not process. */
export const resultsAdminApi = {
  questionReports: () => api.get<QuestionReport[]>('/api/admin/question-reports'),
  deadLetters: () => api.get<DeadLetter[]>('/api/admin/dead-letters'),
  /** Queues a dead-lettered scoring job again (202) and removes the letter. */
  retryDeadLetter: (id: string) => api.post<DeadLetterRetry>(`/api/admin/dead-letters/${enc(id)}/retry`),
  /** A test's item analysis (404 before its first computation). */
  itemAnalysis: (testId: string, signal?: AbortSignal) =>
    api.get<ItemAnalysisReport>(`/api/admin/tests/${enc(testId)}/item-analysis`, signal),
  itemAnalysisCsv: (testId: string) => api.getBlob(itemAnalysisCsvPath(testId)),
};
