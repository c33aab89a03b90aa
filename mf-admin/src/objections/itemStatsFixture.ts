import type { ItemQuestionStats } from '@ssc/contracts';

/** A question whose top scorers mostly chose B while the key says A: the shape of a wrong key. */
export const wrongKeyStats: ItemQuestionStats = {
  questionId: 'q7',
  questionNumber: 7,
  section: 'QUANTITATIVE_APTITUDE',
  correctAnswer: 'A',
  responses: 200,
  facility: 0.24,
  discrimination: -0.12,
  discriminationIndex: -0.2,
  unattemptedShare: 0.1,
  medianTimeSeconds: 48,
  options: [
    { option: 'A', isKey: true, count: 48, topCount: 12, bottomCount: 20, share: 0.24, pointBiserial: -0.12 },
    { option: 'B', isKey: false, count: 90, topCount: 33, bottomCount: 15, share: 0.45, pointBiserial: 0.3 },
    { option: 'C', isKey: false, count: 30, topCount: 5, bottomCount: 9, share: 0.15, pointBiserial: -0.1 },
    { option: 'D', isKey: false, count: 12, topCount: 4, bottomCount: 6, share: 0.06, pointBiserial: -0.05 },
  ],
  flags: ['LOW_DISCRIMINATION', 'DISTRACTOR_BEATS_KEY'],
};
