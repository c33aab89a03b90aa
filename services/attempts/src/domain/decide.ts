import { ATTEMPT_MESSAGES } from '@ssc/contracts';
import { answerEvents } from './answer-writes';
import { attemptClock } from './attempt-clock';
import { InvalidAttemptCommand } from './attempt-errors';
import {
  answerSheet,
  assertWritable,
  closesAt,
  durationTakenMinutes,
  isVisited,
  ownedBy,
  questionIndex,
  rowAt,
} from './attempt-rules';
import {
  type AttemptCommand,
  type AttemptEvent,
  type AttemptPolicy,
  type AttemptState,
  type AttemptSubmitted,
  assertNever,
  DEFAULT_POLICY,
  type ProgressSaved,
  type SaveProgress,
  type StartAttempt,
  type SubmitAttempt,
} from './attempt-types';
import { evolve } from './evolve';

/**
 * What a command makes happen to an attempt, as events (none when it changes nothing), or a
 * refusal (attempt-errors.ts: not the owner's, closed, a question it does not have).
 * Pure: the store supplies the state, the route the time.
 */
export function decide(
  command: AttemptCommand,
  state: AttemptState | null,
  now: Date,
  policy: AttemptPolicy = DEFAULT_POLICY,
): AttemptEvent[] {
  switch (command.type) {
    case 'StartAttempt':
      return startAttempt(command, state, now);
    case 'RecordAnswer': {
      const attempt = ownedBy(state, command.userId);
      assertWritable(attempt, now, policy);
      return answerEvents(attempt, command.updates, now, policy);
    }
    case 'SaveProgress':
      return saveProgress(command, ownedBy(state, command.userId), now, policy);
    case 'SubmitAttempt':
      return submitAttempt(command, ownedBy(state, command.userId), now, policy);
    default:
      return assertNever(command);
  }
}

/** A stream that already exists is left alone: the route then looks at what it holds. */
function startAttempt(command: StartAttempt, state: AttemptState | null, now: Date): AttemptEvent[] {
  if (state) return [];
  const { test, questions } = command.snapshot;
  const live = command.liveMock;
  const clock = attemptClock(
    test,
    now,
    command.compensatoryTime,
    live ? { startsAt: command.liveStartsAt ?? now.toISOString(), endsAt: live.endsAt } : undefined,
  );
  return [
    {
      type: 'AttemptStarted',
      data: {
        attemptId: command.attemptId,
        userId: command.userId,
        testId: command.testId,
        test,
        questions,
        startedAt: now.toISOString(),
        // A live mock ends for everyone at once (plus their own compensatory time): a late
        // joiner gets only what is left (attempt-clock.ts).
        deadline: clock.deadline,
        attemptNumber: command.attemptNumber,
        ...(live ? { liveMock: live } : {}),
        compensatoryMinutes: clock.compensatoryMinutes,
        sectionDeadlines: clock.sectionDeadlines,
        language: command.language,
      },
    },
  ];
}

function saveProgress(
  command: SaveProgress,
  state: AttemptState,
  now: Date,
  policy: AttemptPolicy,
): ProgressSaved[] {
  assertWritable(state, now, policy);
  const index = command.lastActiveQuestionIndex;
  if (index !== undefined && index >= state.questions.length) {
    throw new InvalidAttemptCommand(
      `lastActiveQuestionIndex must be below the number of questions (${state.questions.length})`,
      [{ path: 'lastActiveQuestionIndex', message: 'beyond the last question' }],
    );
  }
  const timeSpent: Record<string, number> = {};
  for (const [questionId, seconds] of Object.entries(command.timeSpent ?? {})) {
    const i = questionIndex(state, questionId);
    if (i < 0) {
      throw new InvalidAttemptCommand(ATTEMPT_MESSAGES.questionNotInAttempt, [
        { path: `timeSpent.${questionId}`, message: 'unknown' },
      ]);
    }
    if (seconds > rowAt(state, i).timeSpent) timeSpent[questionId] = seconds;
  }
  const visited = firstVisits(state, command.visited ?? []);
  return [
    {
      type: 'ProgressSaved',
      data: {
        attemptId: state.id,
        userId: state.userId,
        lastActiveAt: clampedActiveAt(command.lastActiveAt, state, now),
        lastActiveQuestionIndex: index ?? state.lastActiveQuestionIndex,
        lastActiveSection:
          command.lastActiveSection === undefined ? state.lastActiveSection : command.lastActiveSection,
        timeSpent,
        ...(visited.length > 0 ? { visited } : {}),
        savedAt: now.toISOString(),
      },
    },
  ];
}

/** The ids among `sent` not visited yet, once each; an id the attempt does not have is a 400. */
function firstVisits(state: AttemptState, sent: readonly string[]): string[] {
  const fresh = new Set<string>();
  sent.forEach((questionId, n) => {
    const i = questionIndex(state, questionId);
    if (i < 0) {
      throw new InvalidAttemptCommand(ATTEMPT_MESSAGES.questionNotInAttempt, [
        { path: `visited.${n}`, message: 'unknown' },
      ]);
    }
    if (!isVisited(rowAt(state, i))) fresh.add(questionId);
  });
  return [...fresh];
}

/** The screen's "last active" time, kept within the attempt and never in the future. */
function clampedActiveAt(sent: string | undefined, state: AttemptState, now: Date): string {
  const at = sent === undefined ? Number.NaN : Date.parse(sent);
  if (Number.isNaN(at)) return now.toISOString();
  return new Date(Math.min(Math.max(at, Date.parse(state.startedAt)), now.getTime())).toISOString();
}

/**
 * Submitted already: nothing (idempotent). Past deadline + grace: closed as DEADLINE with the
 * answers as they were (the late updates are not applied). Otherwise the updates first (those to
 * a timed block that is not open left out), then the answer sheet.
 */
function submitAttempt(
  command: SubmitAttempt,
  state: AttemptState,
  now: Date,
  policy: AttemptPolicy,
): AttemptEvent[] {
  if (state.status === 'SUBMITTED') return [];
  const closes = closesAt(state, policy);
  if (now.getTime() > closes) return [submitted(state, new Date(closes), 'DEADLINE')];
  // Updates to a block that is closed (or not open) are dropped, not a reason to refuse the submit.
  const answers = answerEvents(state, command.updates, now, policy, 'drop');
  return [...answers, submitted(answers.reduce(evolve, state), now, command.reason)];
}

function submitted(state: AttemptState, at: Date, reason: SubmitAttempt['reason']): AttemptSubmitted {
  return {
    type: 'AttemptSubmitted',
    data: {
      attemptId: state.id,
      userId: state.userId,
      testId: state.testId,
      test: state.test,
      attemptNumber: state.attemptNumber,
      startedAt: state.startedAt,
      submittedAt: at.toISOString(),
      reason,
      durationTaken: durationTakenMinutes(state, at),
      answers: answerSheet(state),
      ...(state.liveMock ? { liveMock: state.liveMock } : {}),
      compensatoryMinutes: state.compensatoryMinutes ?? 0,
      sectionDeadlines: state.sectionDeadlines ?? [],
      // Results credits a DROP_LANGUAGE ruling by it; an attempt from before it was kept has none.
      ...(state.language ? { language: state.language } : {}),
    },
  };
}
