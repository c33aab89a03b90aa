import type { ExamType } from '@ssc/contracts';
import type { QuestionFilters } from '../api/catalogApi';

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
  },
  admin: {
    stats: ['admin', 'stats'] as const,
    tests: ['admin', 'tests'] as const,
    testQuestions: (testId: string) => ['admin', 'tests', testId, 'questions'] as const,
    questions: ['admin', 'questions'] as const,
    questionsPage: (filters: QuestionFilters) => ['admin', 'questions', 'page', filters] as const,
    topics: ['admin', 'questions', 'topics'] as const,
    importJob: (jobId: string) => ['admin', 'import', jobId] as const,
  },
};
