import type { BodyKind, FuzzIds } from './endpoints';

/**
 * A valid body for every JSON route (packages/contracts), which the fuzzer then breaks one or
 * two fields at a time, so each mutation is checked by the route's own validation rather than
 * refused for some other missing field first. Every admin text carries the run's marker: a
 * question or test a rejected request wrongly created can be found by it (fingerprint.ts).
 */
export type TemplateContext = {
  ids: FuzzIds;
  marker: string;
  /** An email no account has and nobody else signs in with: sign-in failures cost this run only. */
  nobodyEmail: string;
};

/** `variant` keeps questions apart: the bank refuses a duplicate of an existing question. */
export function questionBody(marker: string, variant = 'fuzzed'): Record<string, unknown> {
  return {
    section: 'GENERAL_AWARENESS',
    questionTextEnglish: `${marker} question text ${variant}`,
    questionTextHindi: `${marker} प्रश्न`,
    optionAEnglish: `${marker} alpha`,
    optionBEnglish: `${marker} bravo`,
    optionCEnglish: `${marker} charlie`,
    optionDEnglish: `${marker} delta`,
    correctAnswer: 'B',
    explanationEnglish: `${marker} because`,
    explanationHindi: `${marker} क्योंकि`,
    difficulty: 'EASY',
    topicTags: [marker],
  };
}

export function testBody(marker: string, questionIds: string[]): Record<string, unknown> {
  return {
    title: `${marker} test`,
    description: `${marker} description`,
    testType: 'SECTIONAL',
    examType: 'SSC_CGL',
    section: 'GENERAL_AWARENESS',
    sections: ['GENERAL_AWARENESS'],
    durationMinutes: 180,
    totalQuestions: questionIds.length,
    marksPerQuestion: 2,
    negativeMarks: 0.5,
    totalMarks: 2 * questionIds.length,
    questionIds,
  };
}

export function templateFor(kind: BodyKind, ctx: TemplateContext): Record<string, unknown> | undefined {
  const { ids, marker } = ctx;
  switch (kind) {
    case 'signup':
      return {
        email: `fuzz-signup-${marker}@e2e.test`,
        password: 'fuzz-password-1',
        displayName: 'Fuzz Signup',
      };
    case 'signin':
      return { email: ctx.nobodyEmail, password: 'not-the-password' };
    case 'refresh':
    case 'signout':
      return { refreshToken: `${ids.fakeId}.${ids.fakeId}` };
    case 'forgotPassword':
      return { email: ctx.nobodyEmail };
    case 'resetPassword':
      return { token: ids.fakeId, password: 'fuzz-password-2' };
    case 'verifyEmail':
      return { token: ids.fakeId };
    case 'profile':
      return {
        displayName: 'Fuzz Student',
        phone: '+919876543210',
        examPreference: 'SSC_CGL',
        languagePreference: 'ENGLISH',
      };
    case 'settings':
      return { darkMode: false, notifications: true };
    case 'test':
      return testBody(marker, [ids.questionId]);
    case 'question':
      return questionBody(marker);
    case 'startAttempt':
      return { testId: ids.testId };
    case 'progress':
      return {
        lastActiveAt: new Date().toISOString(),
        lastActiveQuestionIndex: 0,
        lastActiveSection: 'GENERAL_AWARENESS',
        durationTaken: 1,
        timeSpent: { [ids.questionId]: 30 },
      };
    case 'submit':
      return {
        testAttemptUpdates: { totalScore: 2, percentage: 100, durationTaken: 1 },
        questionUpdates: [],
        reason: 'USER',
      };
    case 'recordAnswer':
      return {
        test_attempt_id: ids.attemptId,
        question_id: ids.questionId,
        selected_answer: 'A',
        attempt_status: 'ANSWERED',
        time_spent: 5,
      };
    case 'bulkAnswers':
      return {
        questionUpdates: [
          { questionId: ids.questionId, selectedAnswer: 'A', attemptStatus: 'ANSWERED', timeSpent: 6 },
        ],
      };
    case 'updateAnswer':
      return { selectedAnswer: 'A', attemptStatus: 'ANSWERED', timeSpent: 7 };
    case 'bookmark':
      return { questionId: ids.questionId, attemptId: ids.attemptId };
    case 'liveMock':
      // A valid shape on a test that does not exist: fuzzed schedules never reserve a real test.
      return {
        testId: ids.fakeId,
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        lateJoinMinutes: 15,
      };
    case 'answerKeyRevision':
      // A valid shape on a test that does not exist: fuzzed rulings never re-score the fixture test.
      return { testId: ids.fakeId, questionId: ids.questionId, decision: 'KEEP', note: `${marker} ruling` };
    case 'report':
      return {
        questionId: ids.questionId,
        attemptId: ids.attemptId,
        reason: 'TYPO',
        details: `${marker} report`,
      };
    case 'objection':
      return {
        attemptId: ids.attemptId,
        questionId: ids.questionId,
        reason: 'WRONG_KEY',
        details: `${marker} objection`,
      };
    case 'none':
      return undefined;
  }
}
