import {
  type Answer,
  type AnswerKeyDecision,
  type AnswerKeyRuling,
  gradeFor,
  isEvaluated,
  type LANGUAGES,
  type ResultRevision,
  type ScoredAnswer,
  SECTION_CUTOFF_RATIO,
  type Section,
} from '@ssc/contracts';
import { answerChanges, markedForReview, timeAnalysis } from '../analysis/result-analysis';
import { type Scheme, schemeFor } from '../scoring/marking-scheme';
import {
  isAnswered,
  ratio,
  round2,
  type ScoredResult,
  scoreAnswer,
  sectionResults,
  tally,
} from '../scoring/score-attempt';

/**
 * Answer-key rulings applied to a scored result (docs/answer-key.md, "Revisions and re-scoring").
 * Pure. A result is always re-scored from the key it was sat with (`keyAsSat`) and ALL of its
 * test's rulings in their order, so the outcome never depends on which re-scoring job ran first,
 * and a result that already has every ruling applied is left as it is.
 */

type Language = (typeof LANGUAGES)[number];

/** One admin decision on one question of a test (a revision, as stored). */
export type Ruling = {
  revisionId: string;
  questionId: string;
  questionNumber: number;
  decision: AnswerKeyDecision;
  correctAnswers: Answer[];
  language: Language | null;
  note: string;
  decidedAt: string;
};

/** Decision time, then revision id: the one order every re-scoring applies rulings in. */
export const byDecision = (a: Ruling, b: Ruling): number =>
  a.decidedAt < b.decidedAt
    ? -1
    : a.decidedAt > b.decidedAt
      ? 1
      : a.revisionId < b.revisionId
        ? -1
        : a.revisionId > b.revisionId
          ? 1
          : 0;

/**
 * Where a question stands after its rulings: the options scored as correct (null: the key it was
 * sat with) and whom it is dropped for. Each decision sets what it decides and keeps the rest:
 * KEEP changes nothing (the objections were rejected); CHANGE and ACCEPT_MULTIPLE set the
 * accepted options and undo an earlier drop (the admin has settled on a key); DROP drops it for
 * everyone; DROP_LANGUAGE drops it for one language's takers, the others keep the key as it stood.
 */
export type QuestionRule = { accepted: Answer[] | null; dropped: 'ALL' | Language | null };

export function ruleAfter(rulings: readonly Ruling[]): QuestionRule {
  let rule: QuestionRule = { accepted: null, dropped: null };
  for (const r of [...rulings].sort(byDecision)) {
    if (r.decision === 'CHANGE' || r.decision === 'ACCEPT_MULTIPLE')
      rule = { accepted: [...r.correctAnswers], dropped: null };
    else if (r.decision === 'DROP') rule = { ...rule, dropped: 'ALL' };
    else if (r.decision === 'DROP_LANGUAGE' && rule.dropped !== 'ALL')
      rule = { ...rule, dropped: r.language };
  }
  return rule;
}

/**
 * Whether a question is dropped for this taker. An attempt that did not record its language
 * (one submitted before attempts recorded it) is given the benefit of the doubt: a question dropped for
 * one language is dropped for it too, as nobody can say the taker did not read that version.
 */
export const droppedFor = (rule: QuestionRule, language: Language | null | undefined): boolean =>
  rule.dropped === 'ALL' || (rule.dropped !== null && (language == null || language === rule.dropped));

/**
 * One answer under a rule. Dropped: full marks whatever was answered (also unanswered or only
 * marked, as SSC credits every candidate) — an evaluated answer reads as correct, anything else
 * keeps its "unattempted" outcome with the marks, so attempted and accuracy stay true. Otherwise
 * the answer is right when it is one of the accepted options, under the same evaluation rules as
 * scoring (an answered-and-marked one counts only when the scheme evaluates those).
 */
export function ruledAnswer(
  row: ScoredAnswer,
  keyAsSat: Answer | null,
  rule: QuestionRule,
  dropped: boolean,
  scheme: Scheme,
  evaluateAnsweredAndMarked: boolean,
): ScoredAnswer {
  const accepted = rule.accepted ?? (keyAsSat ? [keyAsSat] : []);
  const evaluated = isAnswered(row) && isEvaluated(row.attemptStatus, evaluateAnsweredAndMarked);
  if (dropped) {
    return {
      ...row,
      correctAnswer: evaluated ? row.selectedAnswer : (accepted[0] ?? keyAsSat),
      isCorrect: evaluated ? true : null,
      outcome: evaluated ? 'correct' : 'unattempted',
      marksAwarded: scheme.marksPerQuestion,
      evaluated,
    };
  }
  // The key a right answer is judged against: the taker's own option when it is accepted.
  const key =
    evaluated && row.selectedAnswer !== null && accepted.includes(row.selectedAnswer)
      ? row.selectedAnswer
      : (accepted[0] ?? null);
  const scored = scoreAnswer(
    {
      questionId: row.questionId,
      section: row.section,
      selectedAnswer: row.selectedAnswer,
      attemptStatus: row.attemptStatus,
      timeSpent: row.timeSpent,
    },
    key,
    scheme,
    evaluateAnsweredAndMarked,
  );
  return {
    ...row,
    correctAnswer: scored.correctAnswer,
    isCorrect: scored.isCorrect,
    marksAwarded: scored.marksAwarded,
    outcome: scored.outcome,
    evaluated: scored.evaluated,
  };
}

/** The marks of a section and whether answered-and-marked answers count, as the attempt was sat. */
function markingOf(result: ScoredResult): { schemeOf: (s: Section) => Scheme; evaluateMarked: boolean } {
  if (result.marking) {
    return {
      schemeOf: schemeFor({
        marksPerQuestion: result.marksPerQuestion,
        negativeMarks: result.negativeMarks,
        sectionMarking: result.marking.sectionMarking,
      }),
      evaluateMarked: result.marking.evaluateAnsweredAndMarked,
    };
  }
  // A result stored before the marking was kept: a section's marks from its stored total, the
  // test's negative marks, and answered-and-marked ones counted unless one was left unscored.
  const perSection = new Map(
    result.sections.map((s) => [
      s.section,
      s.totalQuestions > 0 ? s.totalMarks / s.totalQuestions : result.marksPerQuestion,
    ]),
  );
  return {
    schemeOf: (section) => ({
      marksPerQuestion: perSection.get(section) ?? result.marksPerQuestion,
      negativeMarks: result.negativeMarks,
    }),
    evaluateMarked: !result.questionAttempts.some(
      (a) => a.attemptStatus === 'ANSWERED_AND_MARKED' && a.evaluated === false,
    ),
  };
}

/** The rulings of a test that touch this result's paper, in their order. */
export const rulingsFor = (result: Pick<ScoredResult, 'questionAttempts'>, rulings: readonly Ruling[]) => {
  const inPaper = new Set(result.questionAttempts.map((a) => a.questionId));
  return rulings.filter((r) => inPaper.has(r.questionId)).sort(byDecision);
};

/** The answers with these rulings applied on top of the key as sat (questions never ruled keep their row). */
function answersUnder(
  result: ScoredResult,
  keyAsSat: Readonly<Record<string, Answer | null>>,
  rulings: readonly Ruling[],
): ScoredAnswer[] {
  const { schemeOf, evaluateMarked } = markingOf(result);
  const byQuestion = new Map<string, Ruling[]>();
  for (const r of rulings) byQuestion.set(r.questionId, [...(byQuestion.get(r.questionId) ?? []), r]);
  return result.questionAttempts.map((row) => {
    if (!(row.questionId in keyAsSat)) return row;
    const rule = ruleAfter(byQuestion.get(row.questionId) ?? []);
    return ruledAnswer(
      row,
      keyAsSat[row.questionId] ?? null,
      rule,
      droppedFor(rule, result.language),
      schemeOf(row.section),
      evaluateMarked,
    );
  });
}

const scoreOf = (answers: readonly ScoredAnswer[]): number => round2(tally(answers).score);

/** Everything of a result that its answers decide, from the answers. */
function withAnswers(result: ScoredResult, answers: ScoredAnswer[]): ScoredResult {
  const t = tally(answers);
  const attempted = t.correct + t.incorrect;
  const score = round2(t.score);
  const percentage = ratio(score, result.totalMarks);
  const { schemeOf } = markingOf(result);
  const storedSections = new Map(result.sections.map((s) => [s.section, s]));
  const sections = sectionResults(answers, (section) => schemeOf(section).marksPerQuestion).map((s) => {
    // A section's total is as it was scored (marks never change with the key).
    const totalMarks = storedSections.get(s.section)?.totalMarks ?? s.totalMarks;
    return { ...s, totalMarks, belowCutoff: s.score < totalMarks * SECTION_CUTOFF_RATIO };
  });
  const analysis = result.analysis
    ? {
        ...result.analysis,
        // Without the first answers (results stored before they were kept) the changes stay as scored.
        answerChanges: result.firstAnswers
          ? answerChanges(answers, new Map(Object.entries(result.firstAnswers)))
          : result.analysis.answerChanges,
        markedForReview: markedForReview(answers),
        ...timeAnalysis(answers, new Map(), result.analysis.guessing.expectedMarksPerBlindGuess),
      }
    : undefined;
  return {
    ...result,
    totalScore: String(score),
    score,
    percentage,
    grade: gradeFor(percentage),
    attempted,
    correct: t.correct,
    incorrect: t.incorrect,
    unattempted: t.total - attempted,
    accuracy: ratio(t.correct, attempted),
    sections,
    questionAttempts: answers,
    ...(analysis ? { analysis } : {}),
  };
}

/**
 * The result with every ruling of its test applied, and whether that changed anything. The
 * revisions it records say, in order, the score before and after each ruling (the first one's
 * "before" is the score with the key as sat). A result whose recorded revisions are exactly the
 * applicable rulings is returned unchanged: a repeated re-scoring is a no-op.
 */
export function applyRulings(
  result: ScoredResult,
  rulings: readonly Ruling[],
): { result: ScoredResult; changed: boolean } {
  const applicable = rulingsFor(result, rulings);
  const recorded = (result.revisions ?? []).map((r) => r.revisionId);
  if (recorded.length === applicable.length && recorded.every((id, i) => id === applicable[i]?.revisionId))
    return { result, changed: false };

  const keyAsSat: Record<string, Answer | null> = { ...result.keyAsSat };
  for (const r of applicable) {
    if (r.questionId in keyAsSat) continue;
    keyAsSat[r.questionId] =
      result.questionAttempts.find((a) => a.questionId === r.questionId)?.correctAnswer ?? null;
  }
  const base = { ...result, keyAsSat };
  const scores = [scoreOf(answersUnder(base, keyAsSat, []))];
  for (let i = 1; i <= applicable.length; i++)
    scores.push(scoreOf(answersUnder(base, keyAsSat, applicable.slice(0, i))));
  const revisions: ResultRevision[] = applicable.map((r, i) => ({
    revisionId: r.revisionId,
    questionId: r.questionId,
    questionNumber: r.questionNumber,
    decision: r.decision,
    decidedAt: r.decidedAt,
    note: r.note,
    scoreBefore: scores[i] ?? 0,
    scoreAfter: scores[i + 1] ?? 0,
  }));
  const next = withAnswers({ ...base, revisions }, answersUnder(base, keyAsSat, applicable));
  return { result: next, changed: true };
}

/** What a solution card shows of a question's rulings applied to this result (solution-view.ts). */
export type QuestionRuling = { acceptedAnswers?: Answer[]; dropped?: boolean; ruling: AnswerKeyRuling };

export function questionRulings(
  result: Pick<ScoredResult, 'questionAttempts' | 'revisions' | 'language'>,
  rulings: readonly Ruling[],
): Map<string, QuestionRuling> {
  const applied = new Set((result.revisions ?? []).map((r) => r.revisionId));
  const byQuestion = new Map<string, Ruling[]>();
  for (const r of rulingsFor(result, rulings)) {
    if (!applied.has(r.revisionId)) continue;
    byQuestion.set(r.questionId, [...(byQuestion.get(r.questionId) ?? []), r]);
  }
  const out = new Map<string, QuestionRuling>();
  for (const [questionId, list] of byQuestion) {
    const rule = ruleAfter(list);
    const latest = list[list.length - 1] as Ruling;
    out.set(questionId, {
      ...(rule.accepted ? { acceptedAnswers: rule.accepted } : {}),
      ...(droppedFor(rule, result.language) ? { dropped: true } : {}),
      ruling: {
        revisionId: latest.revisionId,
        decision: latest.decision,
        correctAnswers: latest.correctAnswers,
        language: latest.language,
        note: latest.note,
        decidedAt: latest.decidedAt,
      },
    });
  }
  return out;
}
