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

export type ItemAnalysisMeta = { testId: string; title: string; maxScore: number; computedAt: string };
export type ItemAnalysisInput = ItemAnalysisMeta & { responses: readonly ItemResponse[] };

/** Pearson's r from centred sums; null when either side has (next to) no variance. */
function correlation(sxy: number, sxx: number, syy: number, scaleX: number, scaleY: number): number | null {
  // Sums of squares of identical values can come out as 1e-13 instead of 0.
  if (sxx <= 1e-10 * Math.max(1, scaleX) || syy <= 1e-10 * Math.max(1, scaleY)) return null;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/** Pearson's r of two columns (tests and small helpers; the report uses the running sums below). */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return null;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const x = xs[i] as number;
    const y = ys[i] as number;
    sx += x;
    sy += y;
    sxx += x * x;
    syy += y * y;
    sxy += x * y;
  }
  return correlation(sxy - (sx * sy) / n, sxx - (sx * sx) / n, syy - (sy * sy) / n, sxx, syy);
}

/** The median of a histogram (value → how many), the mean of the middle two for an even count. */
export function medianOf(histogram: ReadonlyMap<number, number>): number | null {
  const values = [...histogram.keys()].sort((a, b) => a - b);
  const total = values.reduce((s, v) => s + (histogram.get(v) ?? 0), 0);
  if (total === 0) return null;
  const at = (rank: number): number => {
    let seen = 0;
    for (const v of values) {
      seen += histogram.get(v) ?? 0;
      if (seen > rank) return v;
    }
    return values[values.length - 1] as number;
  };
  return total % 2 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}

export type Groups = { topCut: number; bottomCut: number };

/**
 * The upper and lower groups: each the ITEM_GROUP_SHARE of the responses with the highest
 * (lowest) total scores, g = round(0.27 · n), at least 1. Takers tied with the g-th score are
 * all in the group (the same score never lands in two places, and the order of the data does
 * not matter), so a group can be larger than g: upper = score ≥ topCut, lower = score ≤
 * bottomCut. When the g-th highest score is not above the g-th lowest, the groups would share
 * takers: there are none.
 */
export function groupCuts(scores: readonly number[]): Groups | null {
  const n = scores.length;
  if (n < 2) return null;
  const g = Math.max(1, Math.round(ITEM_GROUP_SHARE * n));
  const desc = [...scores].sort((a, b) => b - a);
  const topCut = desc[g - 1] as number;
  const bottomCut = desc[n - g] as number;
  return topCut > bottomCut ? { topCut, bottomCut } : null;
}

/** Who is in which group, by position (for tests and readers of small data). */
export function upperLowerGroups(scores: readonly number[]): { top: boolean[]; bottom: boolean[] } | null {
  const cuts = groupCuts(scores);
  if (!cuts) return null;
  return { top: scores.map((s) => s >= cuts.topCut), bottom: scores.map((s) => s <= cuts.bottomCut) };
}

/** Reported figures keep 4 decimals: enough to check to 3, short in JSON and CSV. */
const r4 = (x: number): number => Math.round(x * 10_000) / 10_000 + 0;
const r4n = (x: number | null): number | null => (x === null ? null : r4(x));

type OptionSums = { count: number; top: number; bottom: number; sumT: number };

/** Running sums of one question; t is the total score less a fixed shift (see accumulator). */
type QuestionSums = {
  questionId: string;
  section: Section;
  correctAnswer: Answer | null;
  maxMarks: number;
  m: number;
  correct: number;
  sx: number;
  sxx: number;
  st: number;
  stt: number;
  sxt: number;
  topSize: number;
  topCorrect: number;
  bottomSize: number;
  bottomCorrect: number;
  unattempted: number;
  options: Record<Answer, OptionSums>;
  /** Seconds spent → how many, for those who spent any: the median without keeping every time. */
  times: Map<number, number>;
};

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
 * The report in two passes over the first attempts, O(responses × questions) time and memory
 * of one number per response plus running sums per question and option — never the whole
 * response matrix, so a test sat by a lakh of candidates is computed in a few megabytes.
 * Pass 1 gives every total score (`groups`: the 27 % cuts, and a shift that keeps the sums of
 * squares exact enough); pass 2 `add`s each response. docs/item-analysis.md defines every figure.
 *
 * Every correlation is Pearson's r from sums: with t the shifted total and x the question's
 * marks, the rest-score is t − x, so Σx(t−x) = Σxt − Σx² and Σ(t−x)² = Σt² − 2Σxt + Σx²;
 * an option's point-biserial takes its indicator (Σ = Σ² = its count) against t.
 */
export function itemAnalysisAccumulator(passOneScores: readonly number[]) {
  const cuts = groupCuts(passOneScores);
  const shift = passOneScores.length ? passOneScores.reduce((s, x) => s + x, 0) / passOneScores.length : 0;
  const questions = new Map<string, QuestionSums>();
  let n = 0;
  let sumT = 0;
  let sumTT = 0;
  let sumC = 0;
  let sumCC = 0;

  const questionOf = (a: ItemAnswer): QuestionSums => {
    let q = questions.get(a.questionId);
    if (!q) {
      const option = (): OptionSums => ({ count: 0, top: 0, bottom: 0, sumT: 0 });
      q = {
        questionId: a.questionId,
        section: a.section,
        correctAnswer: null,
        maxMarks: a.maxMarks,
        m: 0,
        correct: 0,
        sx: 0,
        sxx: 0,
        st: 0,
        stt: 0,
        sxt: 0,
        topSize: 0,
        topCorrect: 0,
        bottomSize: 0,
        bottomCorrect: 0,
        unattempted: 0,
        options: { A: option(), B: option(), C: option(), D: option() },
        times: new Map(),
      };
      questions.set(a.questionId, q);
    }
    return q;
  };

  return {
    add(response: ItemResponse): void {
      const t = response.score - shift;
      const top = cuts !== null && response.score >= cuts.topCut;
      const bottom = cuts !== null && response.score <= cuts.bottomCut;
      n++;
      sumT += t;
      sumTT += t * t;
      let numberRight = 0;
      for (const a of response.answers) {
        const q = questionOf(a);
        // The key of the latest scoring a response knows (a re-scored test has one key again).
        q.correctAnswer = a.correctAnswer ?? q.correctAnswer;
        const x = a.marks;
        q.m++;
        q.sx += x;
        q.sxx += x * x;
        q.st += t;
        q.stt += t * t;
        q.sxt += x * t;
        if (a.correct) {
          q.correct++;
          numberRight++;
        }
        if (top) {
          q.topSize++;
          if (a.correct) q.topCorrect++;
        }
        if (bottom) {
          q.bottomSize++;
          if (a.correct) q.bottomCorrect++;
        }
        if (a.chosen === null) q.unattempted++;
        else {
          const o = q.options[a.chosen];
          o.count++;
          o.sumT += t;
          if (top) o.top++;
          if (bottom) o.bottom++;
        }
        if (a.timeSpent > 0) q.times.set(a.timeSpent, (q.times.get(a.timeSpent) ?? 0) + 1);
      }
      sumC += numberRight;
      sumCC += numberRight * numberRight;
    },

    report(
      meta: ItemAnalysisMeta,
      minResponsesForFlags: number = ITEM_FLAGS_MIN_RESPONSES,
    ): ItemAnalysisReport {
      const flagsShown = n >= minResponsesForFlags;
      const stats = [...questions.values()].map((q, position): ItemQuestionStats => {
        const { m } = q;
        const restSum = q.st - q.sx;
        const restSq = q.stt - 2 * q.sxt + q.sxx;
        const discrimination = correlation(
          q.sxt - q.sxx - (q.sx * restSum) / m,
          q.sxx - (q.sx * q.sx) / m,
          restSq - (restSum * restSum) / m,
          q.sxx,
          restSq,
        );
        const ulIndex =
          cuts && q.topSize && q.bottomSize
            ? q.topCorrect / q.topSize - q.bottomCorrect / q.bottomSize
            : null;
        const options = ANSWERS.map((option): ItemOptionStats => {
          const o = q.options[option];
          return {
            option,
            isKey: q.correctAnswer === option,
            count: o.count,
            topCount: o.top,
            bottomCount: o.bottom,
            share: r4(o.count / m),
            pointBiserial: r4n(
              correlation(
                o.sumT - (o.count * q.st) / m,
                o.count - (o.count * o.count) / m,
                q.stt - (q.st * q.st) / m,
                o.count,
                q.stt,
              ),
            ),
          };
        });
        const withoutFlags = {
          questionId: q.questionId,
          questionNumber: position + 1,
          section: q.section,
          correctAnswer: q.correctAnswer,
          responses: m,
          facility: r4(q.maxMarks > 0 ? q.sx / m / q.maxMarks : 0),
          discrimination: r4n(discrimination),
          discriminationIndex: r4n(ulIndex),
          unattemptedShare: r4(q.unattempted / m),
          medianTimeSeconds: medianOf(q.times),
          options,
        };
        return { ...withoutFlags, flags: flagsShown ? flagsOf(withoutFlags) : [] };
      });

      // KR-20 = k/(k−1) · (1 − Σ p·q / σ²) on the number-right scores; a question missing from
      // a response counts as not right there (p over all n responses).
      const k = stats.length;
      const varC = n ? sumCC / n - (sumC / n) ** 2 : 0;
      let kr20: number | null = null;
      if (n >= 2 && k >= 2 && varC > 1e-10 * Math.max(1, sumCC / n)) {
        const pq = [...questions.values()].reduce((s, q) => s + (q.correct / n) * (1 - q.correct / n), 0);
        kr20 = (k / (k - 1)) * (1 - pq / varC);
      }
      const meanT = n ? sumT / n : 0;
      const varT = n ? Math.max(0, sumTT / n - meanT * meanT) : 0;
      return {
        testId: meta.testId,
        title: meta.title,
        computedAt: meta.computedAt,
        responses: n,
        flagsShown,
        kr20: r4n(kr20),
        meanScore: r4(n ? meanT + shift : 0),
        // Population SD: the report describes these takers, it estimates nothing.
        sdScore: r4(varT <= 1e-10 * Math.max(1, sumTT / Math.max(n, 1)) ? 0 : Math.sqrt(varT)),
        maxScore: meta.maxScore,
        questions: stats,
      };
    },
  };
}

/** The whole report from responses in memory (both passes over the same array). */
export function computeItemAnalysis(
  input: ItemAnalysisInput,
  minResponsesForFlags: number = ITEM_FLAGS_MIN_RESPONSES,
): ItemAnalysisReport {
  const acc = itemAnalysisAccumulator(input.responses.map((r) => r.score));
  for (const r of input.responses) acc.add(r);
  const { responses: _responses, ...meta } = input;
  return acc.report(meta, minResponsesForFlags);
}
