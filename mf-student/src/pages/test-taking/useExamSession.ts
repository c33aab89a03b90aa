import { i18n } from '@lingui/core';
import { handleApiError, queryClient, queryKeys, toast } from '@ssc/web-core';
import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { browserExamEffects } from './browserExamEffects';
import type { ExamEvent } from './examEffects';
import { noticeFor } from './examNotices';
import { ExamSession, type ExamSessionInput } from './examSession';
import type { ExamSnapshot } from './examSnapshot';
import type { Readable } from './externalStore';

interface UseExamSessionOptions extends ExamSessionInput {
  /** The attempt was closed on the server: reload it (the page then shows Test Completed). */
  onClosed: () => void;
}

/**
 * The exam session of one screen, on the browser's effects, for as long as the screen is mounted.
 * Its events become toasts, navigation and `onClosed` here, the only React-aware place.
 */
export function useExamSession({ onClosed, ...input }: UseExamSessionOptions) {
  const navigate = useNavigate();
  // Always the latest onClosed and navigate, without re-creating the session.
  const onEvent = useEffectEvent((event: ExamEvent) => {
    // In the language shown when the event comes (the exam catalog is in: the screen is drawn).
    const notice = noticeFor(event, (id, values) => i18n._(id, values), i18n.locale === 'en');
    if (notice) toast[notice.kind](notice.text);
    if (event.type === 'auth-failed') handleApiError(event.error);
    if (event.type === 'closed') onClosed();
    if (event.type === 'submitted') {
      navigate(`/test-results/${encodeURIComponent(input.attempt.id)}`, { replace: true });
      // Resume list and dashboard refresh when next shown; nothing here needs a refetch now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.attempts.all, refetchType: 'none' });
    }
  });
  const [session] = useState(
    () =>
      new ExamSession(
        input,
        browserExamEffects((event) => onEvent(event)),
      ),
  );
  useEffect(() => {
    session.start();
    return () => session.dispose();
  }, [session]);
  const snapshot: ExamSnapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  return { session, snapshot };
}

/** A session value that changes on its own (the seconds left), read where it is shown. */
export function useReadable<T>(readable: Readable<T>): T {
  return useSyncExternalStore(readable.subscribe, readable.get);
}
