import { useEffect, useRef } from 'react';

export const LEAVE_MESSAGE =
  'Your test progress will be saved you can resume your test any time Are you sure you want to leave?';

/**
 * Spec section 8: leaving mid-test asks first. Closing or reloading the tab gets the browser's
 * beforeunload prompt; Back asks with the same words and, confirmed, goes to `onLeave`. Back is
 * caught with a duplicate history entry (as on the dashboard) that carries the router's state.
 */
export function useLeaveGuard(onLeave: () => void): void {
  const onLeaveRef = useRef(onLeave);
  onLeaveRef.current = onLeave;

  useEffect(() => {
    const trap = () => window.history.pushState(window.history.state, '', window.location.href);
    const onPopState = () => {
      if (window.confirm(LEAVE_MESSAGE)) onLeaveRef.current();
      else trap();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show (or need) returnValue; current ones show their own words.
      event.returnValue = LEAVE_MESSAGE;
      return LEAVE_MESSAGE;
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
