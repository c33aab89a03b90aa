import type { ToastKind } from '@ssc/web-core';
import type { ExamEvent } from './examEffects';

export function submitFailureMessage(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : 'Unknown error occurred';
  return `Failed to submit test: ${message}`;
}

/** The toast an exam event shows (spec sections 4 and 8); null for those that only act. */
export function noticeFor(event: ExamEvent): { kind: ToastKind; text: string } | null {
  switch (event.type) {
    case 'resumed':
      return { kind: 'info', text: 'Test resumed from where you left off' };
    case 'answer-from-other-tab':
      return { kind: 'info', text: 'Answer updated from another tab' };
    case 'answer-rejected':
      return { kind: 'error', text: 'Failed to save answer' };
    case 'submitted':
      return { kind: 'success', text: 'Test submitted successfully!' };
    case 'submit-failed':
      return { kind: 'error', text: submitFailureMessage(event.error) };
    case 'auth-failed':
    case 'closed':
      return null;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
