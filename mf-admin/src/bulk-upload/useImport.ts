import type { ImportJobStatus } from '@ssc/contracts';
import { queryKeys, toast, useMessages } from '@ssc/web-core';
import { adminApi } from '@ssc/web-core/page-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { reportFailure } from '../adminErrors';
import { refreshQuestions } from '../catalogCache';
import { adminCatalog } from '../i18n/adminCatalog';
import { importOutcome, isFinished } from './importOutcome';

const POLL_MS = 700;

export function useUploadCsv(onQueued: (jobId: string) => void) {
  const { _ } = useMessages(adminCatalog);
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => adminApi.uploadCsv(file, dryRun),
    onSuccess: ({ jobId }) => onQueued(jobId),
    onError: (error) => reportFailure(_('admin.csv.uploadFailed'), error),
  });
}

/** Polls the import job until it completes or fails, then toasts the outcome once and refreshes the bank. */
export function useImportJob(jobId: string | null) {
  const { _ } = useMessages(adminCatalog);
  const announced = useRef<string | null>(null);
  const job = useQuery({
    queryKey: queryKeys.admin.importJob(jobId ?? ''),
    queryFn: ({ signal }) => adminApi.importJob(jobId ?? '', signal),
    enabled: jobId !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : POLL_MS),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });

  useEffect(() => {
    const status: ImportJobStatus | undefined = job.data;
    if (!status || !isFinished(status) || announced.current === status.jobId) return;
    announced.current = status.jobId;
    const outcome = importOutcome(status, _);
    if (outcome) toast[outcome.kind](outcome.message);
    if (status.result && status.result.imported > 0) refreshQuestions();
  }, [job.data, _]);

  return job;
}
