import { EMPTY_ROW, firstAnswerOf, questionIndex } from './attempt-rules';
import { type AnswerRow, type AttemptEvent, type AttemptState, assertNever } from './attempt-types';

/** Folds one event into the attempt. Pure; each event raises `version` by one. */
export function evolve(state: AttemptState | null, event: AttemptEvent): AttemptState {
  if (event.type === 'AttemptStarted') {
    if (state) throw new Error(`attempt ${state.id} started twice`);
    const d = event.data;
    return {
      id: d.attemptId,
      userId: d.userId,
      testId: d.testId,
      test: d.test,
      questions: d.questions,
      attemptNumber: d.attemptNumber,
      startedAt: d.startedAt,
      deadline: d.deadline,
      status: 'IN_PROGRESS',
      submittedAt: null,
      submitReason: null,
      durationTaken: null,
      lastActiveQuestionIndex: 0,
      lastActiveSection: null,
      lastActiveAt: null,
      answers: d.questions.map(() => null),
      version: 1,
      liveMock: d.liveMock ?? null,
      compensatoryMinutes: d.compensatoryMinutes ?? 0,
      sectionDeadlines: d.sectionDeadlines ?? [],
      ...(d.language ? { language: d.language } : {}),
    };
  }
  if (!state) throw new Error(`${event.type} before AttemptStarted in ${event.data.attemptId}`);
  const next = { ...state, version: state.version + 1 };
  switch (event.type) {
    case 'AnswerRecorded':
    case 'ReviewMarkToggled': {
      const d = event.data;
      return withRows(next, [
        [
          d.questionId,
          (row: AnswerRow) => {
            const first = firstAnswerOf(row);
            return {
              selectedAnswer: d.selectedAnswer,
              attemptStatus: d.attemptStatus,
              timeSpent: d.timeSpent,
              clientTs: d.clientTs,
              updatedAt: d.recordedAt,
              visited: true,
              // Unknown on a row from before first answers were kept: it stays unknown. A write
              // may carry an answer its device chose before this one and never sent.
              ...(first === undefined ? {} : { firstAnswer: first ?? d.firstAnswer ?? d.selectedAnswer }),
            };
          },
        ],
      ]);
    }
    case 'ProgressSaved': {
      const d = event.data;
      const grown = Object.entries(d.timeSpent).map(
        ([questionId, seconds]) =>
          [
            questionId,
            (row: AnswerRow) => ({ ...row, timeSpent: Math.max(row.timeSpent, seconds) }),
          ] as const,
      );
      const opened = (d.visited ?? []).map(
        (questionId) => [questionId, (row: AnswerRow) => ({ ...row, visited: true })] as const,
      );
      return withRows(
        {
          ...next,
          lastActiveAt: d.lastActiveAt,
          lastActiveQuestionIndex: d.lastActiveQuestionIndex ?? next.lastActiveQuestionIndex,
          lastActiveSection: d.lastActiveSection,
        },
        [...grown, ...opened],
      );
    }
    case 'AttemptSubmitted':
      return {
        ...next,
        status: 'SUBMITTED',
        submittedAt: event.data.submittedAt,
        submitReason: event.data.reason,
        durationTaken: event.data.durationTaken,
      };
    default:
      return assertNever(event);
  }
}

/** Replaces the rows of the given questions (unknown ids are ignored: events are already decided). */
function withRows(
  state: AttemptState,
  changes: readonly (readonly [string, (row: AnswerRow) => AnswerRow])[],
): AttemptState {
  if (changes.length === 0) return state;
  const answers = state.answers.slice();
  for (const [questionId, change] of changes) {
    const i = questionIndex(state, questionId);
    if (i >= 0) answers[i] = change(answers[i] ?? EMPTY_ROW);
  }
  return { ...state, answers };
}
