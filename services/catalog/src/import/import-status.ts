import {
  type ImportJobPayload,
  type ImportJobStatus,
  type ImportResult,
  importJobStatus,
  importResult,
} from '@ssc/contracts';
import type { Job } from 'bullmq';

type State = ImportJobStatus['state'];

/** BullMQ's states folded into the few the admin screen tells apart. */
function stateOf(state: string): State {
  switch (state) {
    case 'waiting':
    case 'prioritized':
    case 'waiting-children':
      return 'waiting';
    case 'active':
    case 'completed':
    case 'failed':
    case 'delayed':
      return state;
    default:
      return 'unknown';
  }
}

function progressOf(progress: unknown): ImportJobStatus['progress'] {
  const p = progress as Partial<ImportJobStatus['progress']> | null;
  return typeof p === 'object' && p !== null && typeof p.processed === 'number' && typeof p.total === 'number'
    ? { processed: p.processed, total: p.total }
    : { processed: 0, total: 0 };
}

/** `rawState` must be read before `job` was loaded (see findJob in import-routes.ts). */
export function importJobStatusOf({
  job,
  state: rawState,
}: {
  job: Job<ImportJobPayload, ImportResult>;
  state: string;
}): ImportJobStatus {
  const state = stateOf(rawState);
  const result = state === 'completed' ? importResult.safeParse(job.returnvalue) : undefined;
  return importJobStatus.parse({
    jobId: job.id,
    state,
    progress: progressOf(job.progress),
    fileName: job.data.fileName,
    dryRun: job.data.dryRun,
    result: result?.success ? result.data : null,
    failedReason: state === 'failed' ? job.failedReason || 'The import failed' : null,
  });
}
