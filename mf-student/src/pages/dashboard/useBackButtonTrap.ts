import { useEffect } from 'react';

/**
 * Spec section 2: the back button is trapped on the dashboard (so it never returns to the sign-in
 * page or a finished test). A duplicate history entry is pushed; each Back lands on it and is
 * immediately pushed again. The entry copies the router's state, so React Router stays consistent.
 */
export function useBackButtonTrap(): void {
  useEffect(() => {
    const trap = () => window.history.pushState(window.history.state, '', window.location.href);
    trap();
    window.addEventListener('popstate', trap);
    return () => window.removeEventListener('popstate', trap);
  }, []);
}
