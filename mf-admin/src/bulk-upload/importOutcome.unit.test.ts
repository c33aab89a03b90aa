import type { ImportJobStatus, ImportResult } from '@ssc/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { showInterfaceIn, translate } from '../i18n/interfaceLanguage';
import { importOutcome, isFinished, progressPercent } from './importOutcome';

const result = (patch: Partial<ImportResult>): ImportResult => ({
  dryRun: false,
  totalRows: 4,
  validRows: 2,
  imported: 2,
  duplicates: 0,
  invalidRows: 2,
  errors: [],
  ...patch,
});

const job = (patch: Partial<ImportJobStatus>): ImportJobStatus => ({
  jobId: 'j1',
  state: 'completed',
  progress: { processed: 4, total: 4 },
  fileName: 'q.csv',
  dryRun: false,
  result: result({}),
  failedReason: null,
  ...patch,
});

beforeAll(() => showInterfaceIn('en'));

describe('import progress', () => {
  it('knows finished states and computes a percentage', () => {
    expect(isFinished(job({ state: 'active' }))).toBe(false);
    expect(isFinished(job({ state: 'failed' }))).toBe(true);
    expect(progressPercent(job({ state: 'active', progress: { processed: 1, total: 3 } }))).toBe(33);
    expect(progressPercent(job({ state: 'waiting', progress: { processed: 0, total: 0 } }))).toBe(0);
    expect(progressPercent(job({ progress: { processed: 0, total: 0 } }))).toBe(100);
  });
});

describe('import outcome toast', () => {
  it('succeeds when questions were imported, even with some bad rows', () => {
    expect(importOutcome(job({}), translate)).toEqual({
      kind: 'success',
      message: 'Questions uploaded successfully!',
    });
  });

  it('succeeds for a clean dry run and fails for a dry run with errors', () => {
    const clean = result({ dryRun: true, imported: 0, validRows: 4, invalidRows: 0 });
    expect(importOutcome(job({ dryRun: true, result: clean }), translate)?.kind).toBe('success');
    const dirty = result({ dryRun: true, imported: 0 });
    expect(importOutcome(job({ dryRun: true, result: dirty }), translate)).toEqual({
      kind: 'error',
      message: 'Failed to upload questions: 2 invalid rows (dry run)',
    });
  });

  it('fails when nothing was imported because rows were invalid, or the job failed', () => {
    expect(
      importOutcome(job({ result: result({ imported: 0, validRows: 0, invalidRows: 4 }) }), translate),
    ).toEqual({
      kind: 'error',
      message: 'Failed to upload questions: 4 invalid rows',
    });
    expect(
      importOutcome(job({ result: result({ totalRows: 0, imported: 0, invalidRows: 0 }) }), translate)
        ?.message,
    ).toBe('Failed to upload questions: the file has no rows');
    expect(
      importOutcome(job({ state: 'failed', result: null, failedReason: 'CSV has no header' }), translate),
    ).toEqual({
      kind: 'error',
      message: 'Failed to upload questions: CSV has no header',
    });
  });

  it('only notes when every row was a duplicate', () => {
    expect(
      importOutcome(job({ result: result({ imported: 0, duplicates: 4, invalidRows: 0 }) }), translate)?.kind,
    ).toBe('info');
  });

  it('says nothing while the job runs', () => {
    expect(importOutcome(job({ state: 'active', result: null }), translate)).toBeNull();
  });
});
