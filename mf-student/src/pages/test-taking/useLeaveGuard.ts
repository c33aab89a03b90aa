import { useEffect, useRef } from 'react';

/**
 * Spec section 8: leaving mid-test asks first. Closing or reloading the tab gets the browser's
 * beforeunload prompt; Back asks with the same words and, confirmed, goes to `onLeave`. Back is
 * caught with a duplicate history entry (as on the dashboard) that carries the router's state.
 */
export function useLeaveGuard(onLeave: () => void, message: string): void {
  const onLeaveRef = useRef(onLeave);
  onLeaveRef.current = onLeave;
  // The words in the language shown when the prompt comes, without re-trapping Back.
  const messageRef = useRef(message);
  messageRef.current = message;

  useEffect(() => {
    const trap = () => window.history.pushState(window.history.state, '', window.location.href);
    const onPopState = () => {
      if (window.confirm(messageRef.current)) onLeaveRef.current();
      else trap();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show (or need) returnValue; current ones show their own words.
      event.returnValue = messageRef.current;
      return messageRef.current;
    };
    trap();
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);
}
