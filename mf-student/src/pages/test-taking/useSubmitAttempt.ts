import type { SubmitReason } from '@ssc/contracts';
import {
  attemptsApi,
  handleApiError,
  isHttpError,
  queryClient,
  queryKeys,
  type SaveProgressBody,
  type SubmitQuestionUpdate,
  toast,
} from '@ssc/web-core';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** How long a submission waits for queued answers; the answer sheet it sends carries them anyway. */
export const SUBMIT_FLUSH_TIMEOUT_MS = 8_000;

interface SubmitOptions {
  attemptId: string;
  flush: (timeoutMs: number) => Promise<boolean>;
  clearQueue: () => void;
  progress: () => SaveProgressBody;
  answerSheet: () => SubmitQuestionUpdate[];
  /** Before sending: stop the question clock. After a failure: restart it. */
  pauseClock: () => void;
  resumeClock: () => void;
  onSubmitted: () => void;
  /** 409: the server closed the attempt already (submitted elsewhere, or past the deadline). */
  onClosed: () => void;
}

export function submitFailureMessage(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : 'Unknown error occurred';
  return `Failed to submit test: ${message}`;
}

/**
 * Submission (spec section 4): one at a time (a double click, or the timer firing during a
 * manual submit, sends once); queued answers are drained first and the final answer sheet goes
 * with it. A failure releases the guard so the student can try again.
 */
export function useSubmitAttempt(options: SubmitOptions) {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const navigate = useNavigate();
  const guard = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback(
    async (reason: Exclude<SubmitReason, 'DEADLINE'>) => {
      if (guard.current) return;
      guard.current = true;
      setSubmitting(true);
      const o = optionsRef.current;
      o.pauseClock();
      try {
        await Promise.allSettled([
          o.flush(SUBMIT_FLUSH_TIMEOUT_MS),
          attemptsApi.autoSave(o.attemptId, o.progress()),
        ]);
        await attemptsApi.submit(o.attemptId, { questionUpdates: o.answerSheet(), reason });
        o.clearQueue();
        o.onSubmitted();
        toast.success('Test submitted successfully!');
        navigate(`/test-results/${encodeURIComponent(o.attemptId)}`, { replace: true });
        // Resume list and dashboard refresh when next shown; nothing here needs a refetch now.
        void queryClient.invalidateQueries({ queryKey: queryKeys.attempts.all, refetchType: 'none' });
      } catch (error) {
        guard.current = false;
        setSubmitting(false);
        o.resumeClock();
        if (isHttpError(error) && error.status === 401) handleApiError(error);
        else toast.error(submitFailureMessage(error));
        if (isHttpError(error) && error.status === 409) o.onClosed();
      }
    },
    [navigate],
  );

  return { submit, submitting };
}
