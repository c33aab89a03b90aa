import type { ImportJobStatus } from '@ssc/contracts';

export const UPLOAD_SUCCESS = 'Questions uploaded successfully!';
export const UPLOAD_FAILURE = 'Failed to upload questions';

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
export function importOutcome(status: ImportJobStatus): Outcome | null {
  if (status.state === 'failed') {
    const reason = status.failedReason ? `: ${status.failedReason}` : '';
    return { kind: 'error', message: `${UPLOAD_FAILURE}${reason}` };
  }
  if (status.state !== 'completed' || !status.result) return null;
  const { result } = status;
  const invalid = `${result.invalidRows} invalid ${result.invalidRows === 1 ? 'row' : 'rows'}`;
  if (result.totalRows === 0) return { kind: 'error', message: `${UPLOAD_FAILURE}: the file has no rows` };
  if (result.dryRun) {
    return result.invalidRows === 0
      ? { kind: 'success', message: UPLOAD_SUCCESS }
      : { kind: 'error', message: `${UPLOAD_FAILURE}: ${invalid} (dry run)` };
  }
  if (result.imported > 0) return { kind: 'success', message: UPLOAD_SUCCESS };
  if (result.invalidRows === 0 && result.duplicates > 0) {
    return { kind: 'info', message: 'No new questions: every row is already in the question bank' };
  }
  return { kind: 'error', message: `${UPLOAD_FAILURE}: ${invalid}` };
}
