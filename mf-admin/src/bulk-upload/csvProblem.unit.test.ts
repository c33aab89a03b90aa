import { CSV_MAX_BYTES, CSV_TOO_LARGE_MESSAGE } from '@ssc/contracts/constants';
import { describe, expect, it } from 'vitest';
import { csvProblem } from './csvProblem';

describe('csvProblem', () => {
  it('names an empty file and says what a usable one holds', () => {
    expect(csvProblem({ name: 'questions.csv', size: 0 })).toBe(
      'questions.csv is empty. Choose a CSV file with a header row and at least one question row.',
    );
  });

  it('refuses other file types and files over the limit, and lets a CSV through', () => {
    expect(csvProblem({ name: 'questions.xlsx', size: 10 })).toBe('Please select a CSV file (.csv)');
    expect(csvProblem({ name: 'big.csv', size: CSV_MAX_BYTES + 1 })).toBe(CSV_TOO_LARGE_MESSAGE);
    expect(csvProblem({ name: 'ok.CSV', size: 10 })).toBeNull();
  });
});
