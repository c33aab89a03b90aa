import type { ExamType, TestType } from '@ssc/contracts';
import type { QuestionFilters } from '../api/pageApiTypes';

/**
 * Query keys shared by the shell and the remotes; invalidating one refreshes every view of it.
 * Keys nest: invalidating `admin.questions` also refreshes every page and the topic list, and
 * `admin.tests` covers each test's question list.
 */
export const queryKeys = {
  profile: ['profile'] as const,
  settings: ['settings'] as const,
  tests: {
    all: ['tests'] as const,
    list: (examType: ExamType | null) => ['tests', 'list', examType ?? 'all'] as const,
    detail: (testId: string) => ['tests', 'detail', testId] as const,
  },
  /** The student's attempts; a submission invalidates `attempts.all` (resume list, dashboard). */
  attempts: {
    all: ['attempts'] as const,
    detail: (attemptId: string) => ['attempts', 'detail', attemptId] as const,
    /** The attempt's frozen question list, in its order. */
    questions: (attemptId: string) => ['attempts', 'questions', attemptId] as const,
    /** Whether the attempt was at a live mock (its `liveMock` reference; never changes). */
    liveRef: (attemptId: string) => ['attempts', 'live-ref', attemptId] as const,
    /** The resume list (GET /api/test-attempts/in-progress). */
    inProgress: ['attempts', 'in-progress'] as const,
    /** Completed attempts (GET /api/user-attempts), all types or one. */
    completed: (testType: TestType | null) => ['attempts', 'completed', testType ?? 'all'] as const,
    /** The dashboard's counts, average and recent attempts. */
    dashboardStats: ['attempts', 'dashboard-stats'] as const,
  },
  /** Scored attempts; rank and percentile are read live, so these are refetched on focus. */
  results: {
    /** The mistake deck's counts (a scored attempt changes them). */
    mistakeDeck: ['results', 'mistake-deck'] as const,
    detail: (attemptId: string) => ['results', attemptId] as const,
    solutions: (attemptId: string) => ['results', attemptId, 'solutions'] as const,
    /** The student's answer-key objections to the attempt's test. */
    objections: (attemptId: string) => ['results', attemptId, 'objections'] as const,
  },
  /** Live mocks: the list, one mock (the waiting room polls it) and its leaderboard. */
  liveMocks: {
    all: ['live-mocks'] as const,
    list: ['live-mocks', 'list'] as const,
    detail: (liveMockId: string) => ['live-mocks', 'detail', liveMockId] as const,
    leaderboard: (liveMockId: string) => ['live-mocks', 'leaderboard', liveMockId] as const,
  },
  admin: {
    liveMocks: ['admin', 'live-mocks'] as const,
    stats: ['admin', 'stats'] as const,
    tests: ['admin', 'tests'] as const,
    testsPage: (page: number, limit: number) => ['admin', 'tests', 'page', page, limit] as const,
    testQuestions: (testId: string) => ['admin', 'tests', testId, 'questions'] as const,
    questions: ['admin', 'questions'] as const,
    questionsPage: (filters: QuestionFilters) => ['admin', 'questions', 'page', filters] as const,
    topics: ['admin', 'questions', 'topics'] as const,
    importJob: (jobId: string) => ['admin', 'import', jobId] as const,
    questionReports: ['admin', 'question-reports'] as const,
    deadLetters: ['admin', 'dead-letters'] as const,
    itemAnalysis: (testId: string) => ['admin', 'item-analysis', testId] as const,
    /** The Objections tab's rows, per filter. */
    objections: (filters: object) => ['admin', 'objections', filters] as const,
    answerKeyRevision: (id: string) => ['admin', 'answer-key-revisions', id] as const,
  },
};
