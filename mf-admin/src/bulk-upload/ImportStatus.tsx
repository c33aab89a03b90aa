import type { ImportJobStatus } from '@ssc/contracts';
import { Button } from '@ssc/web-core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ImportReport } from './ImportReport';
import { isFinished, progressPercent } from './importOutcome';

const STATE_LABELS: Record<ImportJobStatus['state'], string> = {
  waiting: 'Waiting in the import queue...',
  delayed: 'Waiting in the import queue...',
  active: 'Importing...',
  completed: 'Finished',
  failed: 'Failed',
  unknown: 'Checking status...',
};

/** Progress while the worker runs (polled), then the summary and the per-row report. */
export function ImportStatus({ jobId, job }: { jobId: string; job: UseQueryResult<ImportJobStatus> }) {
  if (job.isError) {
    return (
      <div className="alert alert--danger row" role="alert">
        <span>The import status could not be loaded.</span>
        <Button size="sm" variant="outline" onClick={() => job.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const status = job.data;
  const percent = status ? progressPercent(status) : 0;
  const processed = status?.progress.processed ?? 0;
  const total = status?.progress.total ?? 0;

  return (
    <section className="import-status stack" aria-labelledby="import-status-title" data-job-id={jobId}>
      <div className="import-status__head">
        <h3 id="import-status-title" className="label">
          {status?.dryRun ? 'Validation' : 'Import'}
          {status ? ` of ${status.fileName}` : ''}
        </h3>
        <span className="text-muted" role="status">
          {status ? STATE_LABELS[status.state] : 'Uploading...'}
        </span>
      </div>
      {!status || !isFinished(status) || status.state === 'completed' ? (
        <div>
          <div
            className="progress"
            role="progressbar"
            aria-label="Import progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={total ? `${processed} of ${total} rows processed` : 'Starting'}
          >
            <div className="progress__bar" style={{ width: `${percent}%` }} />
          </div>
          <p className="field__hint">{total ? `${processed} of ${total} rows processed` : 'Starting...'}</p>
        </div>
      ) : null}
      {status?.state === 'failed' ? (
        <p className="alert alert--danger" role="alert">
          The import failed{status.failedReason ? `: ${status.failedReason}` : '.'}
        </p>
      ) : null}
      {status?.result ? <ImportReport jobId={jobId} result={status.result} /> : null}
    </section>
  );
}
