import type { ImportJobStatus } from '@ssc/contracts';
import { Button, useMessages } from '@ssc/web-core';
import type { UseQueryResult } from '@tanstack/react-query';
import { adminCatalog } from '../i18n/adminCatalog';
import { ImportReport } from './ImportReport';
import { isFinished, progressPercent } from './importOutcome';

const STATE_LABELS: Record<ImportJobStatus['state'], string> = {
  waiting: 'admin.import.waiting',
  delayed: 'admin.import.waiting',
  active: 'admin.import.active',
  completed: 'admin.import.completed',
  failed: 'admin.import.failedState',
  unknown: 'admin.import.unknown',
};

/** Progress while the worker runs (polled), then the summary and the per-row report. */
export function ImportStatus({ jobId, job }: { jobId: string; job: UseQueryResult<ImportJobStatus> }) {
  const { _, formatNumber } = useMessages(adminCatalog);
  if (job.isError) {
    return (
      <div className="alert alert--danger row" role="alert">
        <span>{_('admin.import.statusFailed')}</span>
        <Button size="sm" variant="outline" onClick={() => job.refetch()}>
          {_('admin.common.tryAgain')}
        </Button>
      </div>
    );
  }
  const status = job.data;
  const percent = status ? progressPercent(status) : 0;
  const processed = status?.progress.processed ?? 0;
  const total = status?.progress.total ?? 0;
  const rows = total
    ? _('admin.import.processed', { processed: formatNumber(processed), total: formatNumber(total) })
    : null;

  return (
    <section className="import-status stack" aria-labelledby="import-status-title" data-job-id={jobId}>
      <div className="import-status__head">
        <h3 id="import-status-title" className="label">
          {status
            ? _(status.dryRun ? 'admin.import.validationOf' : 'admin.import.importOf', {
                file: status.fileName,
              })
            : _('admin.import.import')}
        </h3>
        <span className="text-muted" role="status">
          {status ? _(STATE_LABELS[status.state]) : _('admin.csv.uploading')}
        </span>
      </div>
      {!status || !isFinished(status) || status.state === 'completed' ? (
        <div>
          <div
            className="progress"
            role="progressbar"
            aria-label={_('admin.import.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={rows ?? _('admin.import.starting')}
          >
            <div className="progress__bar" style={{ width: `${percent}%` }} />
          </div>
          <p className="field__hint">{rows ?? _('admin.import.startingDots')}</p>
        </div>
      ) : null}
      {status?.state === 'failed' ? (
        <p className="alert alert--danger" role="alert">
          {status.failedReason
            ? _('admin.import.failedBecause', { reason: status.failedReason })
            : _('admin.import.failed')}
        </p>
      ) : null}
      {status?.result ? <ImportReport jobId={jobId} result={status.result} /> : null}
    </section>
  );
}
