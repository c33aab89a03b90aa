import * as contracts from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import * as local from './resultsConstants';

describe('browser copies of the results constants', () => {
  it('match @ssc/contracts exactly', () => {
    expect(local.REPORT_REASONS).toEqual(contracts.REPORT_REASONS);
    expect(local.REPORT_REASON_LABELS).toEqual(contracts.REPORT_REASON_LABELS);
    expect(local.SECTION_CUTOFF_RATIO).toBe(contracts.SECTION_CUTOFF_RATIO);
  });
});
