import type { ToastKind } from '@ssc/web-core';
import type { Translate } from './examCatalog';
import type { ExamEvent } from './examEffects';

export function submitFailureMessage(error: unknown, _: Translate): string {
  const message = error instanceof Error && error.message ? error.message : _('exam.unknownErrorOccurred');
  return _('exam.submitFailed', { message });
}

/**
 * A write refused by a section timer, said plainly: the server's words (ATTEMPT_MESSAGES in the
 * contracts, which this bundle does not load) and what it means — that one change came after the
 * section closed; the answers saved before stand. The server speaks English: in another interface
 * language the screen's own words for the same refusal stand in for it.
 */
export function sectionRefusalMessage(error: unknown, _: Translate, english = true): string {
  const { code, serverMessage } = (error && typeof error === 'object' ? error : {}) as {
    code?: unknown;
    serverMessage?: unknown;
  };
  const notOpen = code === 'SECTION_NOT_OPEN';
  const fallback = _(notOpen ? 'exam.sectionNotOpen' : 'exam.sectionIsClosed');
  const said = english && typeof serverMessage === 'string' && serverMessage ? serverMessage : fallback;
  return _(notOpen ? 'exam.notRecorded' : 'exam.closedNotRecorded', { said });
}

/** The toast an exam event shows (spec sections 4 and 8); null for those that only act. */
export function noticeFor(
  event: ExamEvent,
  _: Translate,
  english = true,
): { kind: ToastKind; text: string } | null {
  switch (event.type) {
    case 'resumed':
      return { kind: 'info', text: _('exam.resumed') };
    case 'answer-from-other-tab':
      return { kind: 'info', text: _('exam.otherTab') };
    case 'answer-rejected':
      return { kind: 'error', text: _('exam.saveFailed') };
    case 'section-closed':
      return { kind: 'error', text: sectionRefusalMessage(event.error, _, english) };
    case 'block-opened':
      return { kind: 'info', text: _('exam.blockOpened', { closed: event.closed, opened: event.opened }) };
    case 'submitted':
      return { kind: 'success', text: _('exam.submitted') };
    case 'submit-failed':
      return { kind: 'error', text: submitFailureMessage(event.error, _) };
    case 'auth-failed':
    case 'closed':
      return null;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
