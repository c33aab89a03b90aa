import * as contracts from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import * as local from './catalogConstants';

describe('browser copies of the catalog enums', () => {
  it('match @ssc/contracts exactly', () => {
    expect(local.MAIN_SECTIONS).toEqual(contracts.MAIN_SECTIONS);
    expect(local.SECTIONS).toEqual(contracts.SECTIONS);
    expect(local.SECTION_LABELS).toEqual(contracts.SECTION_LABELS);
    expect(local.DIFFICULTIES).toEqual(contracts.DIFFICULTIES);
    expect(local.TEST_TYPES).toEqual(contracts.TEST_TYPES);
    expect(local.EXAM_TYPES).toEqual(contracts.EXAM_TYPES);
    expect(local.ANSWERS).toEqual(contracts.ANSWERS);
    expect(local.CSV_COLUMNS).toEqual(contracts.CSV_COLUMNS);
    expect(local.CSV_REQUIRED_COLUMNS).toEqual(contracts.CSV_REQUIRED_COLUMNS);
    expect(local.CSV_MAX_BYTES).toBe(contracts.CSV_MAX_BYTES);
    expect(local.CSV_TOO_LARGE_MESSAGE).toBe(contracts.CSV_TOO_LARGE_MESSAGE);
  });

  it('labels every value', () => {
    expect(Object.keys(local.TEST_TYPE_LABELS)).toEqual([...contracts.TEST_TYPES]);
    expect(Object.keys(local.EXAM_LABELS)).toEqual([...contracts.EXAM_TYPES]);
    expect(Object.keys(local.DIFFICULTY_LABELS)).toEqual([...contracts.DIFFICULTIES]);
  });

  it('recognises exam types from a query string', () => {
    expect(local.isExamType('SSC_CHSL')).toBe(true);
    expect(local.isExamType('ssc_chsl')).toBe(false);
    expect(local.isExamType(null)).toBe(false);
  });
});
