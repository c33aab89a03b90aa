import type { SubmitReason } from '@ssc/contracts';
import type { SaveProgressBody, SubmitQuestionUpdate } from '@ssc/web-core';
import type { ExamNetwork } from './examEffects';

/** How long a submission waits for queued answers; the answer sheet it sends carries them anyway. */
export const SUBMIT_FLUSH_TIMEOUT_MS = 8_000;

export type ClientSubmitReason = Exclude<SubmitReason, 'DEADLINE'>;

interface SubmissionSteps {
  attemptId: string;
  network: ExamNetwork;
  /** Sends what is queued; resolves when empty or after `timeoutMs`. */
  flush: (timeoutMs: number) => Promise<unknown>;
  progress: () => SaveProgressBody;
  /** Read after the flush, so it holds any answer adopted from a reply meanwhile. */
  answerSheet: () => SubmitQuestionUpdate[];
}

/**
 * The submission's calls: queued answers get up to 8 s to drain while the position is saved
 * (neither may stop the submission), then the final answer sheet goes out. Rejects when the
 * submit call fails.
 */
export async function sendSubmission(steps: SubmissionSteps, reason: ClientSubmitReason): Promise<void> {
  const { attemptId, network } = steps;
  await Promise.allSettled([
    steps.flush(SUBMIT_FLUSH_TIMEOUT_MS),
    network.autoSave(attemptId, steps.progress()),
  ]);
  await network.submit(attemptId, { questionUpdates: steps.answerSheet(), reason });
}
