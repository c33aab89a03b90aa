import type { ScoredAnswer } from '@ssc/contracts';
import { packJson, type StorageOptions, type Stored, unpackJson } from '@ssc/service-kit';
import { withMedians } from '../analysis/result-analysis';
import type { ScoredResult } from '../scoring/score-attempt';

/**
 * A scored attempt as stored; `_id` = attempt id. Only what a scan or an ownership check needs
 * is a field of its own; everything else is one body, packed (deflated JSON) when the server is
 * FerretDB (service-kit store-workarounds.ts) and a plain sub-document on MongoDB. FerretDB
 * encodes and decodes every field of a document on its single write thread, and a 100-question
 * result as fields cost 3.7 ms of it to insert; as JSON text 0.7 ms; deflated, 0.3 ms, and a
 * read costs a quarter less (bench/scoring-burst.ts, services/results/README.md). Nothing
 * queries inside the body; readers take both forms.
 */
export type ResultDoc = {
  _id: string;
  userId: string;
  testId: string;
  score: number;
  countsForRank: boolean;
  computedAt: string;
  body: Stored<Body>;
};

/**
 * questionId, section, selectedAnswer, attemptStatus, timeSpent, correctAnswer, isCorrect,
 * marksAwarded, then (absent in results stored before they existed) cbtState and evaluated.
 */
type AnswerTuple = [
  ScoredAnswer['questionId'],
  ScoredAnswer['section'],
  ScoredAnswer['selectedAnswer'],
  ScoredAnswer['attemptStatus'],
  ScoredAnswer['timeSpent'],
  ScoredAnswer['correctAnswer'],
  ScoredAnswer['isCorrect'],
  ScoredAnswer['marksAwarded'],
  ScoredAnswer['cbtState']?,
  ScoredAnswer['evaluated']?,
];

/**
 * The result without its question analysis, and the analysis in test order: packed, as tuples
 * (the smallest JSON); plain, as the answers themselves (FerretDB 1.24 refuses nested arrays,
 * and on MongoDB named fields are what the shell should show). The analysis is kept
 * without its `timeVsMedian` rows (a copy of the answers' times, 30 % of a packed 100-question
 * result): they are made again from the answers when read.
 */
type Body = { result: Omit<ScoredResult, 'questionAttempts'>; answers: AnswerTuple[] | ScoredAnswer[] };

export function toResultDoc(
  result: ScoredResult,
  storage: Pick<StorageOptions, 'packedPayloads'>,
): ResultDoc {
  const { questionAttempts, ...rest } = result;
  const kept = rest.analysis ? { ...rest, analysis: { ...rest.analysis, timeVsMedian: [] } } : rest;
  const fields = {
    _id: result.attemptId,
    userId: result.userId,
    testId: result.testId,
    score: result.score,
    countsForRank: result.countsForRank,
    computedAt: result.computedAt,
  };
  if (!storage.packedPayloads) return { ...fields, body: { result: kept, answers: questionAttempts } };
  const body: Body = {
    result: kept,
    answers: questionAttempts.map((a): AnswerTuple => {
      const tuple: AnswerTuple = [
        a.questionId,
        a.section,
        a.selectedAnswer,
        a.attemptStatus,
        a.timeSpent,
        a.correctAnswer,
        a.isCorrect,
        a.marksAwarded,
      ];
      if (a.cbtState !== undefined) tuple.push(a.cbtState, a.evaluated);
      return tuple;
    }),
  };
  return { ...fields, body: packJson(body) };
}

const fromTuple = ([
  questionId,
  section,
  selectedAnswer,
  attemptStatus,
  timeSpent,
  correctAnswer,
  isCorrect,
  marksAwarded,
  cbtState,
  evaluated,
]: AnswerTuple): ScoredAnswer => ({
  questionId,
  section,
  selectedAnswer,
  attemptStatus,
  timeSpent,
  correctAnswer,
  isCorrect,
  marksAwarded,
  outcome: isCorrect === null ? 'unattempted' : isCorrect ? 'correct' : 'incorrect',
  ...(cbtState !== undefined ? { cbtState } : {}),
  ...(typeof evaluated === 'boolean' ? { evaluated } : {}),
});

/** How results were stored before the body was packed: every field, the analysis as JSON text. */
type LegacyResultDoc = Omit<ScoredResult, 'questionAttempts'> & { _id: string; answers: string };

export function fromResultDoc(doc: ResultDoc | LegacyResultDoc): ScoredResult {
  if (!('body' in doc)) {
    const { _id: _ignored, answers, ...result } = doc;
    return { ...result, questionAttempts: (JSON.parse(answers) as AnswerTuple[]).map(fromTuple) };
  }
  const body = unpackJson(doc.body);
  // The time parts of the analysis from the answers, with no medians (the page adds today's).
  const questionAttempts = body.answers.map((a) => (Array.isArray(a) ? fromTuple(a) : a));
  return withMedians({ ...body.result, questionAttempts }, new Map());
}
