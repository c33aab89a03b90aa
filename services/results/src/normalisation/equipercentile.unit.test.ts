import { describe, expect, it } from 'vitest';
import { marksAtPercentile, normaliseShifts, percentileTable, type ShiftScores } from './equipercentile';

const shift = (shiftId: string, raws: number[]): ShiftScores => ({
  shiftId,
  takers: raws.map((raw, i) => ({ member: `${shiftId}-${i + 1}`, raw })),
});
/** [member, shift percentile, normalised] rows. */
const rows = (shifts: ShiftScores[]) =>
  normaliseShifts(shifts).map((t) => [t.member, t.raw, t.shiftPercentile, t.normalised]);

// docs/normalisation.md's worked example, computed by hand there.
const easy = shift('S1', [50, 60, 70, 90]);
const hard = shift('S2', [20, 30, 30, 40, 55, 70]);

describe('percentileTable', () => {
  it('gives each distinct score 100 × scores at or below it / all scores; ties share the higher count', () => {
    expect(percentileTable([30, 20, 70, 30, 55, 40])).toEqual([
      { score: 20, percentile: 100 / 6 },
      { score: 30, percentile: 50 },
      { score: 40, percentile: 400 / 6 },
      { score: 55, percentile: 500 / 6 },
      { score: 70, percentile: 100 },
    ]);
    expect(percentileTable([-2, -2])).toEqual([{ score: -2, percentile: 100 }]);
    expect(percentileTable([])).toEqual([]);
  });
});

describe('marksAtPercentile (the pooled base of the worked example)', () => {
  const base = percentileTable([...easy.takers, ...hard.takers].map((t) => t.raw));
  it('is the base table of the worked example', () => {
    expect(base.map((p) => [p.score, p.percentile])).toEqual([
      [20, 10],
      [30, 30],
      [40, 40],
      [50, 50],
      [55, 60],
      [60, 70],
      [70, 90],
      [90, 100],
    ]);
  });
  it('reads a point exactly, interpolates between neighbours, clamps below the first point, 100 is the top', () => {
    expect(marksAtPercentile(base, 50)).toBe(50);
    expect(marksAtPercentile(base, 25)).toBe(27.5); // 20 + (25 − 10) / (30 − 10) × (30 − 20)
    expect(marksAtPercentile(base, 75)).toBe(62.5); // 60 + (75 − 70) / (90 − 70) × (70 − 60)
    expect(marksAtPercentile(base, 5)).toBe(20);
    expect(marksAtPercentile(base, 0)).toBe(20);
    expect(marksAtPercentile(base, 100)).toBe(90);
  });
  it('refuses an empty base', () => {
    expect(() => marksAtPercentile([], 50)).toThrow('no scores');
  });
});

describe('normaliseShifts', () => {
  it('matches the hand-computed table of the worked example (an easy and a hard shift)', () => {
    expect(rows([easy, hard])).toEqual([
      ['S1-1', 50, 25, 27.5],
      ['S1-2', 60, 50, 50],
      ['S1-3', 70, 75, 62.5],
      ['S1-4', 90, 100, 90],
      ['S2-1', 20, 16.67, 23.33], // 20 + (16.67 − 10) / 20 × 10
      ['S2-2', 30, 50, 50],
      ['S2-3', 30, 50, 50], // a tie in the shift stays a tie
      ['S2-4', 40, 66.67, 58.33], // 55 + (66.67 − 60) / 10 × 5
      ['S2-5', 55, 83.33, 66.67], // 60 + (83.33 − 70) / 20 × 10
      ['S2-6', 70, 100, 90], // each shift's top gets the base's top
    ]);
  });

  it('keeps the order of raw scores inside a shift (never reverses two takers of one shift)', () => {
    const out = normaliseShifts([easy, hard]);
    for (const id of ['S1', 'S2']) {
      const own = out.filter((t) => t.shiftId === id).sort((a, b) => a.raw - b.raw);
      for (let i = 1; i < own.length; i++)
        expect((own[i] as { normalised: number }).normalised).toBeGreaterThanOrEqual(
          (own[i - 1] as { normalised: number }).normalised,
        );
    }
  });

  it('handles the ends: below the base’s lowest percentile → its lowest marks; a shift all tied → the base’s top', () => {
    // Pooled: 5, 5, 10 … 100 (12 scores): 5 is at 16.67, 10 at 25, then 8.33 per 10 marks; the
    // long shift's 10 is at its 10th percentile, below the base's first point.
    const long = shift('A', [10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    const tied = shift('B', [5, 5]);
    expect(rows([long, tied])).toEqual([
      ['A-1', 10, 10, 5],
      ['A-2', 20, 20, 7], // between 5 (16.67) and 10 (25): 5 + 3.33 / 8.33 × 5
      ['A-3', 30, 30, 16], // between 10 (25) and 20 (33.33): 10 + 5 / 8.33 × 10
      ['A-4', 40, 40, 28],
      ['A-5', 50, 50, 40], // the base has 40 at exactly 50
      ['A-6', 60, 60, 52],
      ['A-7', 70, 70, 64],
      ['A-8', 80, 80, 76],
      ['A-9', 90, 90, 88],
      ['A-10', 100, 100, 100],
      ['B-1', 5, 100, 100],
      ['B-2', 5, 100, 100],
    ]);
  });

  it('leaves a lone shift unchanged, leaves out shifts nobody sat, and gives nothing for no takers', () => {
    expect(rows([shift('S', [-1.5, 4, 4, 12]), shift('empty', [])])).toEqual([
      ['S-1', -1.5, 25, -1.5],
      ['S-2', 4, 75, 4],
      ['S-3', 4, 75, 4],
      ['S-4', 12, 100, 12],
    ]);
    expect(normaliseShifts([shift('empty', [])])).toEqual([]);
    expect(normaliseShifts([])).toEqual([]);
  });
});
