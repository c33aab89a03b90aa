import type { Answer } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { scoreAttempt } from '../scoring/score-attempt';
import { submittedSheet } from '../scoring/submitted-fixture';
import { computeItemAnalysis, medianOf, pearson, upperLowerGroups } from './compute';
import { itemResponseOf } from './from-results';

/** docs/item-analysis.md, "Worked example": 10 takers × 5 questions, key A B C D A. */
const CHOICES: (Answer | null)[][] = [
  ['A', 'B', 'C', 'D', 'A'],
  ['A', 'B', 'D', 'D', 'A'],
  ['A', 'B', 'D', 'D', 'C'],
  ['A', 'B', 'D', 'D', null],
  ['A', 'C', 'C', 'A', null],
  ['A', 'B', 'A', null, 'B'],
  ['A', 'D', 'B', 'C', 'A'],
  ['B', 'B', null, 'A', 'B'],
  ['A', 'C', 'A', null, null],
  ['C', null, 'D', 'B', null],
];
const TIMES = [
  [20, 45, 60, 30, 50],
  [25, 40, 70, 35, 55],
  [30, 50, 65, 40, 45],
  [15, 35, 80, 45, 0],
  [40, 60, 55, 50, 0],
  [35, 30, 90, 0, 40],
  [10, 20, 30, 25, 35],
  [45, 55, 0, 20, 30],
  [50, 65, 40, 0, 0],
  [60, 0, 20, 15, 0],
];
const KEY: Answer[] = ['A', 'B', 'C', 'D', 'A'];

/** The matrix scored by the real scorer under a scheme, `copies` times over, analysed. */
function analyse(scheme: { marksPerQuestion: number; negativeMarks: number }, copies = 1, drop = 0) {
  const key = new Map(KEY.map((a, i) => [`ia-q${i + 1}`, a]));
  const responses = Array.from({ length: copies }, (_, c) =>
    CHOICES.map((row, s) =>
      itemResponseOf(
        scoreAttempt(
          submittedSheet({
            attemptId: `a-${c}-${s}`,
            userId: `u-${c}-${s}`,
            testId: 'ia',
            test: { ...scheme, negativeMarking: scheme.negativeMarks },
            rows: row.map((selectedAnswer, q) => ({ selectedAnswer, timeSpent: TIMES[s]?.[q] ?? 0 })),
          }),
          key,
          new Date('2025-03-01T11:00:00Z'),
        ),
      ),
    ),
  ).flat();
  return computeItemAnalysis({
    testId: 'ia',
    title: 'Worked example',
    maxScore: 5 * scheme.marksPerQuestion,
    computedAt: '2025-03-01T11:00:00.000Z',
    responses: responses.slice(0, responses.length - drop),
  });
}

type OptionRow = [count: number, top: number, bottom: number, pb: number | null];
type Expected = {
  facility: number;
  discrimination: number;
  index: number;
  unattempted: number;
  medianTime: number;
  options: [OptionRow, OptionRow, OptionRow, OptionRow];
};

function expectQuestions(report: ReturnType<typeof analyse>, expected: Expected[]) {
  expect(report.questions).toHaveLength(expected.length);
  expected.forEach((e, i) => {
    const q = report.questions[i];
    if (!q) throw new Error(`question ${i + 1} missing`);
    expect(q.questionNumber).toBe(i + 1);
    expect(q.correctAnswer).toBe(KEY[i]);
    expect(q.responses).toBe(10);
    expect(q.facility).toBeCloseTo(e.facility, 3);
    expect(q.discrimination).toBeCloseTo(e.discrimination, 3);
    expect(q.discriminationIndex).toBeCloseTo(e.index, 3);
    expect(q.unattemptedShare).toBeCloseTo(e.unattempted, 3);
    expect(q.medianTimeSeconds).toBe(e.medianTime);
    q.options.forEach((o, k) => {
      const [count, top, bottom, pb] = e.options[k] as OptionRow;
      expect({ option: o.option, count: o.count, top: o.topCount, bottom: o.bottomCount }).toEqual({
        option: 'ABCD'[k],
        count,
        top,
        bottom,
      });
      expect(o.isKey).toBe(o.option === KEY[i]);
      expect(o.share).toBeCloseTo(count / 10, 3);
      if (pb === null) expect(o.pointBiserial).toBeNull();
      else expect(o.pointBiserial).toBeCloseTo(pb, 3);
    });
  });
}

describe('the worked example of docs/item-analysis.md, by hand', () => {
  it('number right (+1, no negative marking): every figure', () => {
    const report = analyse({ marksPerQuestion: 1, negativeMarks: 0 });
    expect(report.responses).toBe(10);
    expect(report.flagsShown).toBe(false);
    expect(report.kr20).toBeCloseTo(0.6219, 3);
    expect(report.meanScore).toBeCloseTo(2.3, 3);
    expect(report.sdScore).toBeCloseTo(1.4177, 3);
    expect(report.maxScore).toBe(5);
    expectQuestions(report, [
      {
        facility: 0.8,
        discrimination: 0.4152,
        index: 0.6667,
        unattempted: 0,
        medianTime: 32.5,
        options: [
          [8, 4, 1, 0.6348],
          [1, 0, 1, -0.3056],
          [1, 0, 1, -0.5408],
          [0, 0, 0, null],
        ],
      },
      {
        facility: 0.6,
        discrimination: 0.3094,
        index: 0.6667,
        unattempted: 0.1,
        medianTime: 45,
        options: [
          [0, 0, 0, null],
          [6, 4, 1, 0.6047],
          [2, 0, 1, -0.2821],
          [1, 0, 0, -0.0705],
        ],
      },
      {
        facility: 0.2,
        discrimination: 0.1538,
        index: 0.25,
        unattempted: 0.1,
        medianTime: 60,
        options: [
          [2, 0, 1, -0.2821],
          [1, 0, 0, -0.0705],
          [2, 1, 0, 0.4232],
          [4, 3, 1, 0.1152],
        ],
      },
      {
        facility: 0.4,
        discrimination: 0.6648,
        index: 1,
        unattempted: 0.2,
        medianTime: 32.5,
        options: [
          [2, 0, 1, -0.2821],
          [1, 0, 1, -0.5408],
          [1, 0, 0, -0.0705],
          [4, 4, 0, 0.8351],
        ],
      },
      {
        facility: 0.3,
        discrimination: 0.3689,
        index: 0.5,
        unattempted: 0.4,
        medianTime: 42.5,
        options: [
          [3, 2, 0, 0.6311],
          [2, 0, 1, -0.2821],
          [1, 1, 0, 0.1646],
          [0, 0, 0, null],
        ],
      },
    ]);
    // Below 30 responses the figures are there, the flags are not.
    expect(report.questions.every((q) => q.flags.length === 0)).toBe(true);
  });

  it('+2 / −0.5: facility is mean marks over 2, discrimination on marks', () => {
    const report = analyse({ marksPerQuestion: 2, negativeMarks: 0.5 });
    expect(report.kr20).toBeCloseTo(0.6219, 3);
    expect(report.meanScore).toBeCloseTo(3.65, 3);
    expect(report.sdScore).toBeCloseTo(3.2561, 3);
    expect(report.maxScore).toBe(10);
    expectQuestions(report, [
      {
        facility: 0.75,
        discrimination: 0.3938,
        index: 0.6667,
        unattempted: 0,
        medianTime: 32.5,
        options: [
          [8, 3, 1, 0.6373],
          [1, 0, 1, -0.3225],
          [1, 0, 1, -0.5272],
          [0, 0, 0, null],
        ],
      },
      {
        facility: 0.525,
        discrimination: 0.237,
        index: 0.6667,
        unattempted: 0.1,
        medianTime: 45,
        options: [
          [0, 0, 0, null],
          [6, 3, 1, 0.6018],
          [2, 0, 1, -0.2534],
          [1, 0, 0, -0.1177],
        ],
      },
      {
        facility: 0.025,
        discrimination: 0.0995,
        index: 0.3333,
        unattempted: 0.1,
        medianTime: 60,
        options: [
          [2, 0, 1, -0.2534],
          [1, 0, 0, -0.1177],
          [2, 1, 0, 0.4376],
          [4, 2, 1, 0.1191],
        ],
      },
      {
        facility: 0.3,
        discrimination: 0.6752,
        index: 1,
        unattempted: 0.2,
        medianTime: 32.5,
        options: [
          [2, 0, 1, -0.2918],
          [1, 0, 1, -0.5272],
          [1, 0, 0, -0.1177],
          [4, 3, 0, 0.84],
        ],
      },
      {
        facility: 0.225,
        discrimination: 0.2971,
        index: 0.6667,
        unattempted: 0.4,
        medianTime: 42.5,
        options: [
          [3, 2, 0, 0.6065],
          [2, 0, 1, -0.2918],
          [1, 0, 0, 0.1382],
          [0, 0, 0, null],
        ],
      },
    ]);
  });
});

describe('the same matrix through R (psych::alpha, cor; the script in docs/item-analysis.md)', () => {
  // Copied from the script's output: raw_alpha and r.drop on the 0/1 matrix.
  const R_RAW_ALPHA = 0.6219;
  const R_R_DROP = [0.4152, 0.3094, 0.1538, 0.6648, 0.3689];

  it('KR-20 is psych’s raw alpha and the rest-score point-biserial its r.drop', () => {
    const report = analyse({ marksPerQuestion: 1, negativeMarks: 0 });
    expect(report.kr20).toBeCloseTo(R_RAW_ALPHA, 3);
    report.questions.forEach((q, i) => {
      expect(q.discrimination).toBeCloseTo(R_R_DROP[i] as number, 3);
    });
  });
});

describe('flags', () => {
  it('show from 30 responses: the matrix three times over keeps every correlation and proportion', () => {
    const thirty = analyse({ marksPerQuestion: 1, negativeMarks: 0 }, 3);
    expect(thirty.responses).toBe(30);
    expect(thirty.flagsShown).toBe(true);
    expect(thirty.kr20).not.toBeNull();
    expect(thirty.questions.map((q) => q.flags)).toEqual([
      [],
      [],
      // The top group chose D (3 of 4 copies' worth) more than the key C.
      ['DISTRACTOR_BEATS_KEY'],
      [],
      [],
    ]);
    expect(thirty.questions[2]?.discrimination).toBeCloseTo(0.1538, 3);

    const negative = analyse({ marksPerQuestion: 2, negativeMarks: 0.5 }, 3);
    expect(negative.questions.map((q) => q.flags)).toEqual([
      [],
      [],
      ['TOO_HARD', 'LOW_DISCRIMINATION', 'DISTRACTOR_BEATS_KEY'],
      [],
      [],
    ]);
  });

  it('do not show at 29 responses', () => {
    const report = analyse({ marksPerQuestion: 2, negativeMarks: 0.5 }, 3, 1);
    expect(report.responses).toBe(29);
    expect(report.flagsShown).toBe(false);
    expect(report.questions.every((q) => q.flags.length === 0)).toBe(true);
  });

  it('too easy above 0.90: 28 of 30 right', () => {
    const responses = Array.from({ length: 30 }, (_, j) => ({
      score: j < 28 ? 1 + (j % 3) : j % 2,
      answers: [
        {
          questionId: 'q1',
          section: 'GENERAL_INTELLIGENCE' as const,
          chosen: (j < 28 ? 'A' : 'B') as Answer,
          correctAnswer: 'A' as Answer,
          correct: j < 28,
          marks: j < 28 ? 1 : 0,
          maxMarks: 1,
          timeSpent: 10,
        },
      ],
    }));
    const report = computeItemAnalysis({
      testId: 't',
      title: 't',
      maxScore: 3,
      computedAt: '2025-01-01T00:00:00.000Z',
      responses,
    });
    expect(report.questions[0]?.facility).toBeCloseTo(28 / 30, 4);
    expect(report.questions[0]?.flags).toContain('TOO_EASY');
    expect(report.kr20).toBeNull();
  });
});

describe('the upper and lower 27 %', () => {
  it('takes round(0.27 n) each, with everyone tied at the cut', () => {
    // g = round(2.7) = 3; the 3rd highest is 3, held by two: the top group has 4.
    const groups = upperLowerGroups([5, 4, 3, 3, 2, 2, 2, 1, 1, 0]);
    expect(groups?.top.filter(Boolean)).toHaveLength(4);
    expect(groups?.bottom.filter(Boolean)).toHaveLength(3);
  });

  it('has no groups when the cut scores meet (the groups would share takers)', () => {
    expect(upperLowerGroups([2, 2, 2, 2, 2])).toBeNull();
    expect(upperLowerGroups([3, 2, 2, 2, 2, 2, 2, 2, 2, 1])).toBeNull();
    expect(upperLowerGroups([1])).toBeNull();
  });
});

describe('running sums', () => {
  it('take the median of a histogram, the mean of the middle two for an even count', () => {
    expect(
      medianOf(
        new Map([
          [10, 1],
          [20, 1],
          [30, 1],
        ]),
      ),
    ).toBe(20);
    expect(
      medianOf(
        new Map([
          [30, 2],
          [35, 2],
        ]),
      ),
    ).toBe(32.5);
    expect(
      medianOf(
        new Map([
          [5, 3],
          [90, 1],
        ]),
      ),
    ).toBe(5);
    expect(medianOf(new Map())).toBeNull();
  });

  it('see no variance in a lakh of identical responses (no correlation, SD 0, no KR-20)', () => {
    const answer = (questionId: string, correct: boolean) => ({
      questionId,
      section: 'GENERAL_AWARENESS' as const,
      chosen: (correct ? 'A' : 'B') as Answer,
      correctAnswer: 'A' as Answer,
      correct,
      marks: correct ? 2 : -0.66,
      maxMarks: 2,
      timeSpent: 7,
    });
    const one = { score: 1.34, answers: [answer('q1', true), answer('q2', false)] };
    const report = computeItemAnalysis({
      testId: 't',
      title: 't',
      maxScore: 4,
      computedAt: '2025-01-01T00:00:00.000Z',
      responses: Array.from({ length: 100_000 }, () => one),
    });
    expect(report.meanScore).toBeCloseTo(1.34, 6);
    expect(report.sdScore).toBe(0);
    expect(report.kr20).toBeNull();
    expect(
      report.questions.map((q) => [q.discrimination, q.discriminationIndex, q.medianTimeSeconds]),
    ).toEqual([
      [null, null, 7],
      [null, null, 7],
    ]);
    expect(report.questions[1]?.facility).toBeCloseTo(-0.33, 6);
  });

  it('agree with a direct Pearson r', () => {
    expect(pearson([1, 1, 1, 1, 1, 1, 1, 0, 1, 0], [4, 3, 2, 2, 1, 1, 1, 1, 0, 0])).toBeCloseTo(0.4152, 4);
    expect(pearson([1, 1, 1], [2, 3, 4])).toBeNull();
  });
});
