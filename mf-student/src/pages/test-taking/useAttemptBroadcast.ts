import type { Answer } from '@ssc/contracts';
import { useCallback, useEffect, useRef } from 'react';

/** What one tab tells the others about the same attempt. */
export type AttemptMessage =
  | {
      type: 'answer';
      questionId: string;
      selectedAnswer: Answer | null;
      marked: boolean;
      clientTs: number;
      timeSpent: number;
    }
  | { type: 'submitted' };

function isAttemptMessage(value: unknown): value is AttemptMessage {
  if (!value || typeof value !== 'object') return false;
  const message = value as Record<string, unknown>;
  if (message.type === 'submitted') return true;
  return (
    message.type === 'answer' &&
    typeof message.questionId === 'string' &&
    typeof message.clientTs === 'number' &&
    typeof message.marked === 'boolean'
  );
}

/**
 * A BroadcastChannel per attempt: a change in one tab shows in the others at once, without a
 * round trip. The server's clientTs rule stays the referee; this only makes tabs agree sooner.
 */
export function useAttemptBroadcast(attemptId: string, onMessage: (message: AttemptMessage) => void) {
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;
  const channelRef = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(`ssc-attempt:${attemptId}`);
    channel.onmessage = (event: MessageEvent) => {
      if (isAttemptMessage(event.data)) onMessageRef.current(event.data);
    };
    channelRef.current = channel;
    return () => {
      channel.close();
      channelRef.current = null;
    };
  }, [attemptId]);

  return useCallback((message: AttemptMessage) => {
    try {
      channelRef.current?.postMessage(message);
    } catch (error) {
      console.warn('Could not notify other tabs', error);
    }
  }, []);
}
