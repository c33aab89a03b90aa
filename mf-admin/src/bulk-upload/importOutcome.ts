import type { ImportJobStatus } from '@ssc/contracts';
import type { Translate } from '../i18n/adminCatalog';

export function isFinished(status: Pick<ImportJobStatus, 'state'> | undefined): boolean {
  return status?.state === 'completed' || status?.state === 'failed';
}

/** 0–100, from the worker's processed/total rows. */
export function progressPercent(status: Pick<ImportJobStatus, 'state' | 'progress'>): number {
  if (status.state === 'completed') return 100;
  const { processed, total } = status.progress;
  if (total <= 0) return 0;
  return Math.min(100, Math.round((processed / total) * 100));
}

export interface Outcome {
  kind: 'success' | 'error' | 'info';
  message: string;
}

/**
 * The toast for a finished job: success when questions were imported or a dry run found every row
 * valid; failure when the job failed or nothing could be imported because of bad rows; a note
 * when every valid row was already in the bank.
 */
export function importOutcome(status: ImportJobStatus, _: Translate): Outcome | null {
  if (status.state === 'failed') {
    const message = status.failedReason
      ? _('admin.import.failureBecause', { reason: status.failedReason })
      : _('admin.import.failure');
    return { kind: 'error', message };
  }
  if (status.state !== 'completed' || !status.result) return null;
  const { result } = status;
  if (result.totalRows === 0) return { kind: 'error', message: _('admin.import.noRows') };
  if (result.dryRun) {
    return result.invalidRows === 0
      ? { kind: 'success', message: _('admin.import.success') }
      : { kind: 'error', message: _('admin.import.invalidDryRun', { count: result.invalidRows }) };
  }
  if (result.imported > 0) return { kind: 'success', message: _('admin.import.success') };
  if (result.invalidRows === 0 && result.duplicates > 0) {
    return { kind: 'info', message: _('admin.import.allDuplicates') };
  }
  return { kind: 'error', message: _('admin.import.invalid', { count: result.invalidRows }) };
}
