import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Browser Back goes to `path` (spec section 2: instructions → /tests, results → /dashboard);
 * a duplicate history entry catches it.
 */
export function useBackGoesTo(path: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    window.history.pushState(window.history.state, '', window.location.href);
    const onPopState = () => navigate(path, { replace: true });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [navigate, path]);
}
