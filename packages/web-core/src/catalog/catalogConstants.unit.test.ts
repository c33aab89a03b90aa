import * as contracts from '@ssc/contracts/constants';
import { describe, expect, it } from 'vitest';
import * as local from './catalogConstants';

describe('catalog labels', () => {
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
