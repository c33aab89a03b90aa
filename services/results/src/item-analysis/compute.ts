import {
  ANSWERS,
  type Answer,
  ITEM_FLAG_THRESHOLDS,
  ITEM_FLAGS_MIN_RESPONSES,
  ITEM_GROUP_SHARE,
  type ItemAnalysisReport,
  type ItemFlag,
  type ItemOptionStats,
  type ItemQuestionStats,
  type Section,
} from '@ssc/contracts';

/** One question of one first attempt, as the analysis needs it (from-results.ts builds these). */
export type ItemAnswer = {
  questionId: string;
  section: Section;
  /** The option that counted as an answer; null when unattempted (or not evaluated). */
  chosen: Answer | null;
  /** The key the attempt was scored against; null for a question the bank no longer had. */
  correctAnswer: Answer | null;
  correct: boolean;
  marks: number;
  /** What a correct answer is worth (the section's marks per question). */
  maxMarks: number;
  timeSpent: number;
};

/** One first attempt: its total score (marks, with any negative marking) and its answers in test order. */
export type ItemResponse = { score: number; answers: readonly ItemAnswer[] };

export type ItemAnalysisInput = {
  testId: string;
  title: string;
  maxScore: number;
  computedAt: string;
  responses: readonly ItemResponse[];
};

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);
const mean = (xs: readonly number[]): number => (xs.length ? sum(xs) / xs.length : 0);
/** Population variance (divisor n): the report describes these takers, it estimates nothing. */
const variance = (xs: readonly number[]): number => {
  const m = mean(xs);
  return xs.length ? sum(xs.map((x) => (x - m) ** 2)) / xs.length : 0;
};

/** Pearson's r; null when either side has no variance (the correlation is undefined, not 0). */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return null;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - mx;
    const dy = (ys[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  // Sums of squares of identical values can come out as 1e-30 instead of 0.
  if (sxx < 1e-12 || syy < 1e-12) return null;
  return sxy / Math.sqrt(sxx * syy);
}

export function median(xs: readonly number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/**
 * KR-20 = k/(k−1) · (1 − Σ p·q / σ²), p the proportion correct of each of the k questions and
 * σ² the population variance of the number-correct scores. Null with fewer than two questions
 * or no score variance.
 */
export function kr20(correct: readonly (readonly number[])[]): number | null {
  const n = correct.length;
  const k = correct[0]?.length ?? 0;
  if (n < 2 || k < 2) return null;
  const totals = correct.map((row) => sum(row));
  const v = variance(totals);
  if (v < 1e-12) return null;
  let pq = 0;
  for (let i = 0; i < k; i++) {
    const p = mean(correct.map((row) => row[i] as number));
    pq += p * (1 - p);
  }
  return (k / (k - 1)) * (1 - pq / v);
}

/**
 * The upper and lower groups: each the ITEM_GROUP_SHARE of the responses with the highest
 * (lowest) total scores, g = round(0.27 · n), at least 1. Takers tied with the g-th score are
 * all in the group (the same score never lands in two places, and the order of the data does
 * not matter), so a group can be larger than g. When the g-th highest score is not above the
 * g-th lowest, the groups would share takers: there are none.
 */
export function upperLowerGroups(scores: readonly number[]): { top: boolean[]; bottom: boolean[] } | null {
  const n = scores.length;
  if (n < 2) return null;
  const g = Math.max(1, Math.round(ITEM_GROUP_SHARE * n));
  const desc = [...scores].sort((a, b) => b - a);
  const topCut = desc[g - 1] as number;
  const bottomCut = desc[n - g] as number;
  if (topCut <= bottomCut) return null;
  return { top: scores.map((s) => s >= topCut), bottom: scores.map((s) => s <= bottomCut) };
}

/** Reported figures keep 4 decimals: enough to check to 3, short in JSON and CSV. */
const r4 = (x: number): number => Math.round(x * 10_000) / 10_000 + 0;
const r4n = (x: number | null): number | null => (x === null ? null : r4(x));

type QuestionRows = {
  questionId: string;
  section: Section;
  correctAnswer: Answer | null;
  /** Index into the responses of each row. */
  who: number[];
  rows: ItemAnswer[];
};

/** The questions in test order (the first response's, then any only later ones had), with their rows. */
function byQuestion(responses: readonly ItemResponse[]): QuestionRows[] {
  const questions = new Map<string, QuestionRows>();
  responses.forEach((r, j) => {
    for (const a of r.answers) {
      let q = questions.get(a.questionId);
      if (!q) {
        q = { questionId: a.questionId, section: a.section, correctAnswer: null, who: [], rows: [] };
        questions.set(a.questionId, q);
      }
      // The key of the latest scoring a response knows (a re-scored test has one key again).
      q.correctAnswer = a.correctAnswer ?? q.correctAnswer;
      q.who.push(j);
      q.rows.push(a);
    }
  });
  return [...questions.values()];
}

function flagsOf(q: Omit<ItemQuestionStats, 'flags'>): ItemFlag[] {
  const flags: ItemFlag[] = [];
  if (q.facility > ITEM_FLAG_THRESHOLDS.tooEasy) flags.push('TOO_EASY');
  if (q.facility < ITEM_FLAG_THRESHOLDS.tooHard) flags.push('TOO_HARD');
  if (q.discrimination !== null && q.discrimination < ITEM_FLAG_THRESHOLDS.lowDiscrimination)
    flags.push('LOW_DISCRIMINATION');
  const key = q.options.find((o) => o.isKey);
  if (key && q.options.some((o) => !o.isKey && o.topCount > key.topCount)) flags.push('DISTRACTOR_BEATS_KEY');
  return flags;
}

/**
 * The whole report from the first attempts, O(responses × questions): docs/item-analysis.md
 * defines every figure and works one example by hand.
 */
export function computeItemAnalysis(
  input: ItemAnalysisInput,
  minResponsesForFlags: number = ITEM_FLAGS_MIN_RESPONSES,
): ItemAnalysisReport {
  const { responses } = input;
  const n = responses.length;
  const scores = responses.map((r) => r.score);
  const questions = byQuestion(responses);
  const groups = upperLowerGroups(scores);
  const flagsShown = n >= minResponsesForFlags;

  // Dichotomous matrix for KR-20: a question missing from a response counts as not correct.
  const column = new Map(questions.map((q, i) => [q.questionId, i]));
  const correct = responses.map((r) => {
    const row = new Array<number>(questions.length).fill(0);
    for (const a of r.answers) if (a.correct) row[column.get(a.questionId) as number] = 1;
    return row;
  });

  const stats = questions.map((q, index): ItemQuestionStats => {
    const m = q.rows.length;
    const marks = q.rows.map((a) => a.marks);
    const maxMarks = q.rows[0]?.maxMarks ?? 0;
    const totals = q.who.map((j) => scores[j] as number);
    const rest = totals.map((t, i) => t - (marks[i] as number));
    const facility = maxMarks > 0 ? mean(marks) / maxMarks : 0;

    let indexValue: number | null = null;
    let topSize = 0;
    let bottomSize = 0;
    let topCorrect = 0;
    let bottomCorrect = 0;
    if (groups) {
      q.rows.forEach((a, i) => {
        const j = q.who[i] as number;
        if (groups.top[j]) {
          topSize++;
          if (a.correct) topCorrect++;
        }
        if (groups.bottom[j]) {
          bottomSize++;
          if (a.correct) bottomCorrect++;
        }
      });
      if (topSize && bottomSize) indexValue = topCorrect / topSize - bottomCorrect / bottomSize;
    }

    const options = ANSWERS.map((option): ItemOptionStats => {
      const chose = q.rows.map((a) => (a.chosen === option ? 1 : 0));
      let topCount = 0;
      let bottomCount = 0;
      q.rows.forEach((a, i) => {
        if (a.chosen !== option || !groups) return;
        const j = q.who[i] as number;
        if (groups.top[j]) topCount++;
        if (groups.bottom[j]) bottomCount++;
      });
      const count = sum(chose);
      return {
        option,
        isKey: q.correctAnswer === option,
        count,
        topCount,
        bottomCount,
        share: r4(m ? count / m : 0),
        pointBiserial: r4n(pearson(chose, totals)),
      };
    });

    const times = q.rows.map((a) => a.timeSpent).filter((t) => t > 0);
    const withoutFlags = {
      questionId: q.questionId,
      questionNumber: index + 1,
      section: q.section,
      correctAnswer: q.correctAnswer,
      responses: m,
      facility: r4(facility),
      discrimination: r4n(pearson(marks, rest)),
      discriminationIndex: r4n(indexValue),
      unattemptedShare: r4(m ? q.rows.filter((a) => a.chosen === null).length / m : 0),
      medianTimeSeconds: median(times),
      options,
    };
    return { ...withoutFlags, flags: flagsShown ? flagsOf(withoutFlags) : [] };
  });

  return {
    testId: input.testId,
    title: input.title,
    computedAt: input.computedAt,
    responses: n,
    flagsShown,
    kr20: r4n(kr20(correct)),
    meanScore: r4(mean(scores)),
    sdScore: r4(Math.sqrt(variance(scores))),
    maxScore: input.maxScore,
    questions: stats,
  };
}
