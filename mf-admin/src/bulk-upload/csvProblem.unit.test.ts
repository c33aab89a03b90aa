import { CSV_MAX_BYTES, CSV_TOO_LARGE_MESSAGE } from '@ssc/contracts/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { showInterfaceIn, translate } from '../i18n/interfaceLanguage';
import { csvProblem } from './csvProblem';

beforeAll(() => showInterfaceIn('en'));

describe('csvProblem', () => {
  it('names an empty file and says what a usable one holds', () => {
    expect(csvProblem({ name: 'questions.csv', size: 0 }, translate)).toBe(
      'questions.csv is empty. Choose a CSV file with a header row and at least one question row.',
    );
  });

  it('refuses other file types and files over the limit, and lets a CSV through', () => {
    expect(csvProblem({ name: 'questions.xlsx', size: 10 }, translate)).toBe(
      'Please select a CSV file (.csv)',
    );
    expect(csvProblem({ name: 'big.csv', size: CSV_MAX_BYTES + 1 }, translate)).toBe(CSV_TOO_LARGE_MESSAGE);
    expect(csvProblem({ name: 'ok.CSV', size: 10 }, translate)).toBeNull();
  });
});
