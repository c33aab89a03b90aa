import type { ScoredAnswer } from '@ssc/contracts';
import type { ScoredResult } from '../scoring/score-attempt';

/**
 * A scored attempt as stored; `_id` = attempt id. The question analysis is kept as one JSON
 * text of tuples instead of 100 sub-documents: FerretDB encodes every field of every
 * sub-document with its type, and on a 100-question result that made an insert cost 3.7 ms of
 * its single write thread and a read 8 ms, against 0.6 ms and 2 ms as text
 * (bench/scoring-throughput.bench.ts). Nothing queries inside it.
 */
export type ResultDoc = Omit<ScoredResult, 'questionAttempts'> & {
  _id: string;
  /** JSON of `AnswerTuple[]`, in test order. */
  answers: string;
};

/** questionId, section, selectedAnswer, attemptStatus, timeSpent, correctAnswer, isCorrect, marksAwarded. */
type AnswerTuple = [
  ScoredAnswer['questionId'],
  ScoredAnswer['section'],
  ScoredAnswer['selectedAnswer'],
  ScoredAnswer['attemptStatus'],
  ScoredAnswer['timeSpent'],
  ScoredAnswer['correctAnswer'],
  ScoredAnswer['isCorrect'],
  ScoredAnswer['marksAwarded'],
];

export function toResultDoc(result: ScoredResult): ResultDoc {
  const { questionAttempts, ...rest } = result;
  const tuples: AnswerTuple[] = questionAttempts.map((a) => [
    a.questionId,
    a.section,
    a.selectedAnswer,
    a.attemptStatus,
    a.timeSpent,
    a.correctAnswer,
    a.isCorrect,
    a.marksAwarded,
  ]);
  return { _id: result.attemptId, ...rest, answers: JSON.stringify(tuples) };
}

export function answersOf(doc: ResultDoc): ScoredAnswer[] {
  return (JSON.parse(doc.answers) as AnswerTuple[]).map(
    ([
      questionId,
      section,
      selectedAnswer,
      attemptStatus,
      timeSpent,
      correctAnswer,
      isCorrect,
      marksAwarded,
    ]) => ({
      questionId,
      section,
      selectedAnswer,
      attemptStatus,
      timeSpent,
      correctAnswer,
      isCorrect,
      marksAwarded,
      outcome: isCorrect === null ? 'unattempted' : isCorrect ? 'correct' : 'incorrect',
    }),
  );
}

export function fromResultDoc(doc: ResultDoc): ScoredResult {
  const { _id: _ignored, answers: _text, ...rest } = doc;
  return { ...rest, questionAttempts: answersOf(doc) };
}
