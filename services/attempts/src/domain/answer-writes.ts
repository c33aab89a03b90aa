import { type Answer, type AnswerWriteResult, ATTEMPT_MESSAGES, type QuestionUpdate } from '@ssc/contracts';
import { InvalidAttemptCommand, SectionUnavailable } from './attempt-errors';
import { firstAnswerOf, isMarked, questionIndex, rowAt, statusOf, writeTs } from './attempt-rules';
import type {
  AnswerRecorded,
  AnswerRow,
  AttemptPolicy,
  AttemptState,
  ReviewMarkToggled,
} from './attempt-types';
import { evolve } from './evolve';
import { toQuestionAttempt } from './question-attempt-view';
import { blockAccess } from './section-windows';

type AnswerEvent = AnswerRecorded | ReviewMarkToggled;

/**
 * The events for a list of answer writes, applied one after another (a bulk write may carry
 * several for one question; the clientTs order decides). Every question must be in the attempt
 * (400 otherwise). A write to a question whose timed block is not open (section-windows.ts) is
 * refused, the whole list with it (`outsideBlocks: 'refuse'`, the answer routes), or left out
 * (`'drop'`: the updates a submit carries, so a late one never costs the submission).
 */
export function answerEvents(
  state: AttemptState,
  updates: readonly QuestionUpdate[],
  now: Date,
  policy: AttemptPolicy,
  outsideBlocks: 'refuse' | 'drop' = 'refuse',
): AnswerEvent[] {
  const unknown = updates.findIndex((u) => questionIndex(state, u.questionId) < 0);
  if (unknown >= 0) {
    throw new InvalidAttemptCommand(ATTEMPT_MESSAGES.questionNotInAttempt, [
      {
        path: updates.length > 1 ? `questionUpdates.${unknown}.questionId` : 'questionId',
        message: 'unknown',
      },
    ]);
  }
  const writable = updates.filter((u) => {
    const access = blockAccess(state, questionIndex(state, u.questionId), now, policy);
    if (access !== 'open' && outsideBlocks === 'refuse') throw new SectionUnavailable(access);
    return access === 'open';
  });
  const events: AnswerEvent[] = [];
  let current = state;
  for (const update of writable) {
    const event = answerEvent(current, update, now);
    if (event) {
      events.push(event);
      current = evolve(current, event);
    }
  }
  return events;
}

/**
 * One write against the stored row:
 * - newer clientTs: it wins (answer, status, ordering key); a change of the review mark alone
 *   is a ReviewMarkToggled. Even an identical answer with a newer key is recorded, because the
 *   key must move: otherwise an older, different write still in flight would win later.
 * - not newer: the answer stays; only a grown timeSpent is recorded. An exact retry changes nothing.
 */
function answerEvent(state: AttemptState, update: QuestionUpdate, now: Date): AnswerEvent | null {
  const stored = rowAt(state, questionIndex(state, update.questionId));
  const ts = writeTs(update, now);
  const status = statusOf(update);
  const timeSpent = Math.max(stored.timeSpent, update.timeSpent ?? 0);
  const base = {
    attemptId: state.id,
    userId: state.userId,
    questionId: update.questionId,
    timeSpent,
    recordedAt: now.toISOString(),
  };
  if (ts > stored.clientTs) {
    const data = {
      ...base,
      selectedAnswer: update.selectedAnswer,
      attemptStatus: status,
      clientTs: ts,
      ...earlierFirstAnswer(stored, update),
    };
    const markOnly = stored.selectedAnswer === update.selectedAnswer && stored.attemptStatus !== status;
    return markOnly
      ? { type: 'ReviewMarkToggled', data: { ...data, marked: isMarked(status) } }
      : { type: 'AnswerRecorded', data };
  }
  if (timeSpent === stored.timeSpent) return null;
  return {
    type: 'AnswerRecorded',
    data: {
      ...base,
      selectedAnswer: stored.selectedAnswer,
      attemptStatus: stored.attemptStatus,
      clientTs: stored.clientTs,
    },
  };
}

/**
 * The write's `firstAnswer` (an answer its device replaced before sending it) when it is what the
 * row's first answer becomes: the row has none yet and it differs from the answer written.
 */
function earlierFirstAnswer(stored: AnswerRow, update: QuestionUpdate): { firstAnswer?: Answer } {
  const earlier = update.firstAnswer;
  if (!earlier || earlier === update.selectedAnswer || firstAnswerOf(stored) !== null) return {};
  return { firstAnswer: earlier };
}

/**
 * What a writer is told after its write was decided: `applied` when the stored answer is the
 * one it sent (same key, answer and status), with the stored row either way, so a second tab
 * learns the newer answer. `now` must be the one the write was decided with.
 */
export function answerOutcome(state: AttemptState, update: QuestionUpdate, now: Date): AnswerWriteResult {
  const i = questionIndex(state, update.questionId);
  const row = rowAt(state, i);
  const applied =
    row.clientTs === writeTs(update, now) &&
    row.selectedAnswer === update.selectedAnswer &&
    row.attemptStatus === statusOf(update);
  return { applied, questionAttempt: toQuestionAttempt(state, i) };
}
