import type {
  AnswerSheetRow,
  AttemptSubmittedData,
  AttemptTest,
  LiveAttemptRef,
  Section,
} from '@ssc/contracts';

export type RowSpec = {
  section?: Section;
  selectedAnswer?: 'A' | 'B' | 'C' | 'D' | null;
  attemptStatus?: AnswerSheetRow['attemptStatus'];
  timeSpent?: number;
  visited?: boolean;
  firstAnswer?: 'A' | 'B' | 'C' | 'D' | null;
};

/**
 * An AttemptSubmitted payload as the attempts service publishes it: one row per question
 * (`{testId}-q{n}`), the frozen marking scheme, 2 marks per question and 0.5 negative by default.
 */
export function submittedSheet(opts: {
  attemptId?: string;
  userId?: string;
  testId?: string;
  attemptNumber?: number;
  rows: RowSpec[];
  test?: Partial<AttemptTest>;
  submittedAt?: string;
  liveMock?: LiveAttemptRef;
  /** As the submission carries them (absent by default, as in older events). */
  compensatoryMinutes?: number;
  sectionDeadlines?: AttemptSubmittedData['sectionDeadlines'];
}): AttemptSubmittedData {
  const testId = opts.testId ?? 'test-1';
  const marksPerQuestion = opts.test?.marksPerQuestion ?? 2;
  const negativeMarks = opts.test?.negativeMarks ?? 0.5;
  const answers: AnswerSheetRow[] = opts.rows.map((r, i) => {
    const selectedAnswer = r.selectedAnswer ?? null;
    return {
      questionId: `${testId}-q${i + 1}`,
      section: r.section ?? 'QUANTITATIVE_APTITUDE',
      selectedAnswer,
      attemptStatus: r.attemptStatus ?? (selectedAnswer ? 'ANSWERED' : 'NOT_ATTEMPTED'),
      timeSpent: r.timeSpent ?? 10,
      ...(r.visited !== undefined ? { visited: r.visited } : {}),
      ...(r.firstAnswer !== undefined ? { firstAnswer: r.firstAnswer } : {}),
    };
  });
  const test: AttemptTest = {
    id: testId,
    title: `Mock ${testId}`,
    testTitle: `Mock ${testId}`,
    description: null,
    testType: 'FULL_LENGTH',
    examType: 'SSC_CGL',
    section: null,
    sections: [...new Set(answers.map((a) => a.section))],
    durationMinutes: 60,
    totalQuestions: answers.length,
    totalMarks: answers.length * marksPerQuestion,
    marksPerQuestion,
    negativeMarks,
    negativeMarking: negativeMarks,
    mode: 'PRACTICE',
    sectionTimings: [],
    sectionMarking: [],
    evaluateAnsweredAndMarked: true,
    ...opts.test,
  };
  return {
    attemptId: opts.attemptId ?? 'attempt-1',
    userId: opts.userId ?? 'user-1',
    testId,
    test,
    attemptNumber: opts.attemptNumber ?? 1,
    startedAt: '2025-03-01T10:00:00.000Z',
    submittedAt: opts.submittedAt ?? '2025-03-01T10:40:00.000Z',
    reason: 'USER',
    durationTaken: 40,
    answers,
    ...(opts.liveMock ? { liveMock: opts.liveMock } : {}),
    ...(opts.compensatoryMinutes !== undefined ? { compensatoryMinutes: opts.compensatoryMinutes } : {}),
    ...(opts.sectionDeadlines ? { sectionDeadlines: opts.sectionDeadlines } : {}),
  };
}

/** The answer key for such a sheet: every question's answer is `answer` (A by default). */
export function keyFor(
  sheet: AttemptSubmittedData,
  answer: 'A' | 'B' | 'C' | 'D' = 'A',
): Map<string, 'A' | 'B' | 'C' | 'D'> {
  return new Map(sheet.answers.map((a) => [a.questionId, answer]));
}
