import type { AttemptSummary, QuestionAttempt, TestAttempt } from '@ssc/contracts';
import { answeredCount, durationTakenMinutes } from './attempt-rules';
import type { AttemptState } from './attempt-types';
import { toQuestionAttempt } from './question-attempt-view';

/**
 * GET /api/test-attempts/:id. Scores stay null here: results owns them (GET /api/test-results).
 * `serverNow` lets the screen count down from `deadline` whatever the device clock says.
 */
export function toTestAttempt(state: AttemptState, now: Date): TestAttempt {
  return {
    id: state.id,
    userId: state.userId,
    testId: state.testId,
    status: state.status,
    isCompleted: state.status === 'SUBMITTED',
    startedAt: state.startedAt,
    deadline: state.deadline,
    compensatoryMinutes: state.compensatoryMinutes ?? 0,
    sectionDeadlines: state.sectionDeadlines ?? [],
    serverNow: now.toISOString(),
    submittedAt: state.submittedAt,
    submitReason: state.submitReason,
    totalScore: null,
    percentage: null,
    percentile: null,
    durationTaken: durationTakenMinutes(state, now),
    lastActiveQuestionIndex: state.lastActiveQuestionIndex,
    lastActiveSection: state.lastActiveSection,
    lastActiveAt: state.lastActiveAt,
    attemptNumber: state.attemptNumber,
    test: state.test,
    questions: state.questions,
    questionAttempts: state.questions.map((_, i) => toQuestionAttempt(state, i)),
    version: state.version,
    liveMock: state.liveMock ?? null,
  };
}

/** GET /api/question-attempts: the questions a write touched, in test order. */
export function savedQuestionAttempts(state: AttemptState): QuestionAttempt[] {
  const saved: QuestionAttempt[] = [];
  state.answers.forEach((row, i) => {
    if (row) saved.push(toQuestionAttempt(state, i));
  });
  return saved;
}

/** One entry of the resume list. */
export function toSummary(state: AttemptState): AttemptSummary {
  return {
    id: state.id,
    testId: state.testId,
    status: state.status,
    isCompleted: state.status === 'SUBMITTED',
    startedAt: state.startedAt,
    deadline: state.deadline,
    submittedAt: state.submittedAt,
    lastActiveQuestionIndex: state.lastActiveQuestionIndex,
    lastActiveSection: state.lastActiveSection,
    lastActiveAt: state.lastActiveAt,
    attemptNumber: state.attemptNumber,
    test: state.test,
    liveMock: state.liveMock ?? null,
    answeredCount: answeredCount(state),
  };
}
