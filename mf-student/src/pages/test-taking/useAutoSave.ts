import { attemptsApi, type SaveProgressBody } from '@ssc/web-core';
import { useEffect, useRef } from 'react';
import { AUTO_SAVE_MS, needsInitialSave } from './progress';

interface AutoSaveOptions {
  attemptId: string;
  /** False once submission starts (spec section 4). */
  enabled: boolean;
  lastActiveAt: string | null;
  clockOffsetMs: number;
  build: () => SaveProgressBody;
}

/**
 * PUT auto-save every 30 s, at once on opening when the last save is over 10 s old, and when the
 * page is hidden (a phone may kill a background tab). Failures are only logged (spec section 8).
 */
export function useAutoSave({ attemptId, enabled, lastActiveAt, clockOffsetMs, build }: AutoSaveOptions) {
  const buildRef = useRef(build);
  buildRef.current = build;
  const openedRef = useRef(false);
  const initial = useRef({ lastActiveAt, clockOffsetMs });

  useEffect(() => {
    if (!enabled) return;
    const save = (keepalive = false) => {
      attemptsApi.autoSave(attemptId, buildRef.current(), { keepalive }).catch((error: unknown) => {
        console.warn('Auto-save failed', error);
      });
    };
    if (!openedRef.current) {
      openedRef.current = true;
      const { lastActiveAt: last, clockOffsetMs: offset } = initial.current;
      if (needsInitialSave(last, Date.now() + offset)) save();
    }
    const timer = setInterval(() => save(), AUTO_SAVE_MS);
    // keepalive: the save must outlive a reload or a closed tab to restore the position.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save(true);
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [attemptId, enabled]);
}
