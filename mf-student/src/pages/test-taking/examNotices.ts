import type { ToastKind } from '@ssc/web-core';
import type { ExamEvent } from './examEffects';

export function submitFailureMessage(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : 'Unknown error occurred';
  return `Failed to submit test: ${message}`;
}

/**
 * A write refused by a section timer, said plainly: the server's words (ATTEMPT_MESSAGES in the
 * contracts, which this bundle does not load) and what it means — that one change came after the
 * section closed; the answers saved before stand.
 */
export function sectionRefusalMessage(error: unknown): string {
  const { code, serverMessage } = (error && typeof error === 'object' ? error : {}) as {
    code?: unknown;
    serverMessage?: unknown;
  };
  const notOpen = code === 'SECTION_NOT_OPEN';
  const fallback = notOpen ? 'This section has not opened yet' : 'This section is closed';
  const said = typeof serverMessage === 'string' && serverMessage ? serverMessage : fallback;
  return notOpen
    ? `${said}. That answer was not recorded.`
    : `${said}. A change made after it closed was not recorded; the answers saved before it closed stand.`;
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
    case 'section-closed':
      return { kind: 'error', text: sectionRefusalMessage(event.error) };
    case 'block-opened':
      return {
        kind: 'info',
        text: `Time is up for ${event.closed}; it is now closed. ${event.opened} is open.`,
      };
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
